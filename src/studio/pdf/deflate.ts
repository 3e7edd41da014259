/**
 * zlib's deflate at its default level (6), one shot, written for the browser so that the studio's
 * PDFs are byte for byte the command line's.
 *
 * pdfkit compresses every stream with `zlib.deflateSync` under Node and with fflate in the browser:
 * two valid encoders that choose different matches, so the same page gave different bytes. Node 20's
 * zlib is Chromium's fork of zlib 1.3.1 (`process.versions.zlib` 1.3.1-e00f703), whose output differs
 * from the reference zlib's in one respect: it finds matches through a hash of the four bytes at each
 * position, `(v * 66521 + 66521) >> 16` (v read little-endian), instead of zlib's rolling hash of
 * three, so its hash chains — and the matches it finds within their length limits — are others. The
 * rest is zlib's: lazy matching with chains of 128 (32 past a match of 8), TOO_FAR for matches of
 * three, blocks of 16,383 symbols, the choice between stored, fixed and dynamic Huffman blocks, the
 * same tree building with its tie-breaks and length limits. This module follows it step by step;
 * test/studio/deflate.test.ts compares it with Node's own output over files of every kind and every
 * stream of a kit. (Another Node whose zlib hashes otherwise would make the command line's bytes
 * differ: that test says so first.)
 */

// --- Constants of the format and of zlib's level 6 ---------------------------------------------------
const MIN_MATCH = 3
const MAX_MATCH = 258
const W_BITS = 15
const W_SIZE = 1 << W_BITS
const W_MASK = W_SIZE - 1
const WINDOW_SIZE = 2 * W_SIZE
const MIN_LOOKAHEAD = MAX_MATCH + MIN_MATCH + 1
const MAX_DIST = W_SIZE - MIN_LOOKAHEAD
const HASH_BITS = 15 // memLevel 8 + 7 (Chromium also never goes below 15)
const HASH_SIZE = 1 << HASH_BITS
const HASH_MASK = HASH_SIZE - 1
const LIT_BUFSIZE = 1 << (8 + 6)
/** A block is flushed when this many symbols wait (lit_bufsize - 1). */
const SYM_END = LIT_BUFSIZE - 1
/** Level 6: good_length, max_lazy, nice_length, max_chain. */
const GOOD_MATCH = 8
const MAX_LAZY = 16
const NICE_MATCH = 128
const MAX_CHAIN = 128
/** Matches of length 3 are discarded if their distance exceeds this. */
const TOO_FAR = 4096

const LENGTH_CODES = 29
const LITERALS = 256
const L_CODES = LITERALS + 1 + LENGTH_CODES
const D_CODES = 30
const BL_CODES = 19
const HEAP_SIZE = 2 * L_CODES + 1
const MAX_BITS = 15
const MAX_BL_BITS = 7
const END_BLOCK = 256
const REP_3_6 = 16
const REPZ_3_10 = 17
const REPZ_11_138 = 18

const EXTRA_LBITS = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
const EXTRA_DBITS = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]
const EXTRA_BLBITS = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 3, 7]
const BL_ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

// --- Static tables (trees.c's tr_static_init) ---------------------------------------------------------
/** A Huffman tree as zlib keeps it: per node, freq (later its code) and dad (later its bit length). */
interface Tree {
  readonly freq: Uint16Array // Freq, then Code
  readonly len: Uint16Array // Dad, then Len
}
const newTree = (size: number): Tree => ({ freq: new Uint16Array(size), len: new Uint16Array(size) })

function reverseBits(code: number, length: number): number {
  let result = 0
  do {
    result |= code & 1
    code >>>= 1
    result <<= 1
  } while (--length > 0)
  return result >>> 1
}

function genCodes(tree: Tree, maxCode: number, blCount: Uint16Array): void {
  const nextCode = new Uint16Array(MAX_BITS + 1)
  let code = 0
  for (let bits = 1; bits <= MAX_BITS; bits++) {
    code = (code + blCount[bits - 1]!) << 1
    nextCode[bits] = code
  }
  for (let n = 0; n <= maxCode; n++) {
    const length = tree.len[n]!
    if (length === 0) continue
    tree.freq[n] = reverseBits(nextCode[length]!++, length)
  }
}

const BASE_LENGTH = new Int32Array(LENGTH_CODES)
const LENGTH_CODE = new Uint8Array(MAX_MATCH - MIN_MATCH + 1)
const BASE_DIST = new Int32Array(D_CODES)
const DIST_CODE = new Uint8Array(512)
const STATIC_LTREE = newTree(L_CODES + 2)
const STATIC_DTREE = newTree(D_CODES)
{
  let length = 0
  let code = 0
  for (code = 0; code < LENGTH_CODES - 1; code++) {
    BASE_LENGTH[code] = length
    for (let n = 0; n < 1 << EXTRA_LBITS[code]!; n++) LENGTH_CODE[length++] = code
  }
  // Length 258 has code 28 (overwriting the last entry of code 27's range).
  LENGTH_CODE[length - 1] = code
  let dist = 0
  for (code = 0; code < 16; code++) {
    BASE_DIST[code] = dist
    for (let n = 0; n < 1 << EXTRA_DBITS[code]!; n++) DIST_CODE[dist++] = code
  }
  dist >>= 7
  for (; code < D_CODES; code++) {
    BASE_DIST[code] = dist << 7
    for (let n = 0; n < 1 << (EXTRA_DBITS[code]! - 7); n++) DIST_CODE[256 + dist++] = code
  }
  const blCount = new Uint16Array(MAX_BITS + 1)
  let n = 0
  while (n <= 143) (STATIC_LTREE.len[n++] = 8), blCount[8]!++
  while (n <= 255) (STATIC_LTREE.len[n++] = 9), blCount[9]!++
  while (n <= 279) (STATIC_LTREE.len[n++] = 7), blCount[7]!++
  while (n <= 287) (STATIC_LTREE.len[n++] = 8), blCount[8]!++
  genCodes(STATIC_LTREE, L_CODES + 1, blCount)
  for (n = 0; n < D_CODES; n++) {
    STATIC_DTREE.len[n] = 5
    STATIC_DTREE.freq[n] = reverseBits(n, 5)
  }
}
const dCode = (dist: number): number => (dist < 256 ? DIST_CODE[dist]! : DIST_CODE[256 + (dist >>> 7)]!)

interface TreeDesc {
  readonly tree: Tree
  maxCode: number
  readonly staticTree: Tree | null
  readonly extraBits: readonly number[]
  readonly extraBase: number
  readonly elems: number
  readonly maxLength: number
}

/**
 * Compresses `input` as `zlib.deflateSync(input)` does under Node (zlib format: header, deflate
 * stream at level 6, Adler-32).
 */
export function deflateSync(input: Uint8Array): Uint8Array {
  return new Deflater(input).run()
}

class Deflater {
  private readonly window = new Uint8Array(2 * (W_SIZE + 8))
  private readonly prev = new Uint16Array(W_SIZE)
  private readonly head = new Uint16Array(HASH_SIZE)
  private strstart = 0
  private blockStart = 0
  private lookahead = 0
  private matchLength = MIN_MATCH - 1
  private prevLength = MIN_MATCH - 1
  private matchAvailable = false
  private matchStart = 0
  private prevMatch = 0
  private nextIn = 0
  private adlerA = 1
  private adlerB = 0

  // trees.c's state
  private readonly dynLtree = newTree(HEAP_SIZE)
  private readonly dynDtree = newTree(2 * D_CODES + 1)
  private readonly blTree = newTree(2 * BL_CODES + 1)
  private readonly lDesc: TreeDesc = { tree: this.dynLtree, maxCode: 0, staticTree: STATIC_LTREE, extraBits: EXTRA_LBITS, extraBase: LITERALS + 1, elems: L_CODES, maxLength: MAX_BITS }
  private readonly dDesc: TreeDesc = { tree: this.dynDtree, maxCode: 0, staticTree: STATIC_DTREE, extraBits: EXTRA_DBITS, extraBase: 0, elems: D_CODES, maxLength: MAX_BITS }
  private readonly blDesc: TreeDesc = { tree: this.blTree, maxCode: 0, staticTree: null, extraBits: EXTRA_BLBITS, extraBase: 0, elems: BL_CODES, maxLength: MAX_BL_BITS }
  private readonly blCount = new Uint16Array(MAX_BITS + 1)
  private readonly heap = new Int32Array(HEAP_SIZE)
  private heapLen = 0
  private heapMax = 0
  private readonly depth = new Uint8Array(HEAP_SIZE)
  private readonly symDist = new Uint16Array(LIT_BUFSIZE)
  private readonly symLc = new Uint8Array(LIT_BUFSIZE)
  private symNext = 0
  private optLen = 0
  private staticLen = 0

  // Output: bytes, and the bits not yet making a byte.
  private out: Uint8Array
  private pending = 0
  private bitBuffer = 0
  private bitCount = 0

  constructor(private readonly input: Uint8Array) {
    this.out = new Uint8Array(Math.max(64, (input.length >>> 1) + 64))
    this.initBlock()
  }

  run(): Uint8Array {
    // Header: deflate, 32 KiB window, level 6 ("default"), no dictionary.
    let header = ((8 + ((W_BITS - 8) << 4)) << 8) | (2 << 6)
    header += 31 - (header % 31)
    this.putByte(header >>> 8)
    this.putByte(header & 0xff)
    this.deflateSlow()
    const adler = ((this.adlerB << 16) | this.adlerA) >>> 0
    this.putByte(adler >>> 24)
    this.putByte((adler >>> 16) & 0xff)
    this.putByte((adler >>> 8) & 0xff)
    this.putByte(adler & 0xff)
    return this.out.slice(0, this.pending)
  }

  // --- deflate.c ---------------------------------------------------------------------------------------

  private readBuf(at: number, size: number): number {
    const length = Math.min(this.input.length - this.nextIn, size)
    if (length <= 0) return 0
    const bytes = this.input.subarray(this.nextIn, this.nextIn + length)
    this.window.set(bytes, at)
    this.nextIn += length
    // Adler-32, in runs short enough that the sums stay exact.
    let a = this.adlerA
    let b = this.adlerB
    for (let i = 0; i < length; ) {
      const end = Math.min(length, i + 3800)
      for (; i < end; i++) {
        a += bytes[i]!
        b += a
      }
      a %= 65521
      b %= 65521
    }
    this.adlerA = a
    this.adlerB = b
    return length
  }

  private slideHash(): void {
    for (let n = 0; n < HASH_SIZE; n++) {
      const m = this.head[n]!
      this.head[n] = m >= W_SIZE ? m - W_SIZE : 0
    }
    for (let n = 0; n < W_SIZE; n++) {
      const m = this.prev[n]!
      this.prev[n] = m >= W_SIZE ? m - W_SIZE : 0
    }
  }

  private fillWindow(): void {
    do {
      let more = WINDOW_SIZE - this.lookahead - this.strstart
      if (this.strstart >= W_SIZE + MAX_DIST) {
        this.window.copyWithin(0, W_SIZE, W_SIZE + W_SIZE - more)
        this.matchStart -= W_SIZE
        this.strstart -= W_SIZE
        this.blockStart -= W_SIZE
        this.slideHash()
        more += W_SIZE
      }
      if (this.nextIn >= this.input.length) break
      this.lookahead += this.readBuf(this.strstart + this.lookahead, more)
    } while (this.lookahead < MIN_LOOKAHEAD && this.nextIn < this.input.length)
  }

  /** Inserts the string at `str` in its hash chain and returns the chain's previous head. */
  private insertString(str: number): number {
    const w = this.window
    // A multiplicative hash of four bytes, in 32-bit arithmetic (the sum wraps as C's unsigned does).
    const value = w[str]! | (w[str + 1]! << 8) | (w[str + 2]! << 16) | (w[str + 3]! << 24)
    const h = ((Math.imul(value, 66521) + 66521) >>> 16) & HASH_MASK
    const previous = this.head[h]!
    this.prev[str & W_MASK] = previous
    this.head[h] = str
    return previous
  }

  private longestMatch(curMatch: number): number {
    const w = this.window
    let chainLength = MAX_CHAIN
    const scan = this.strstart
    let bestLen = this.prevLength
    let niceMatch = NICE_MATCH
    const limit = this.strstart > MAX_DIST ? this.strstart - MAX_DIST : 0
    let scanEnd1 = w[scan + bestLen - 1]!
    let scanEnd = w[scan + bestLen]!
    if (this.prevLength >= GOOD_MATCH) chainLength >>>= 2
    if (niceMatch > this.lookahead) niceMatch = this.lookahead
    do {
      const match = curMatch
      if (w[match + bestLen] !== scanEnd || w[match + bestLen - 1] !== scanEnd1 || w[match] !== w[scan] || w[match + 1] !== w[scan + 1]) continue
      // From the third byte on (with a hash of four bytes, equal hashes do not imply an equal third byte).
      let length = 2
      while (length < MAX_MATCH && w[scan + length] === w[match + length]) length++
      if (length > bestLen) {
        this.matchStart = curMatch
        bestLen = length
        if (length >= niceMatch) break
        scanEnd1 = w[scan + bestLen - 1]!
        scanEnd = w[scan + bestLen]!
      }
    } while ((curMatch = this.prev[curMatch & W_MASK]!) > limit && --chainLength !== 0)
    return bestLen <= this.lookahead ? bestLen : this.lookahead
  }

  private flushBlock(last: boolean): void {
    this.trFlushBlock(this.blockStart >= 0 ? this.blockStart : -1, this.strstart - this.blockStart, last)
    this.blockStart = this.strstart
  }

  private deflateSlow(): void {
    for (;;) {
      if (this.lookahead < MIN_LOOKAHEAD) {
        this.fillWindow()
        if (this.lookahead === 0) break
      }
      let hashHead = 0
      if (this.lookahead >= MIN_MATCH) hashHead = this.insertString(this.strstart)
      this.prevLength = this.matchLength
      this.prevMatch = this.matchStart
      this.matchLength = MIN_MATCH - 1
      if (hashHead !== 0 && this.prevLength < MAX_LAZY && this.strstart - hashHead <= MAX_DIST) {
        this.matchLength = this.longestMatch(hashHead)
        if (this.matchLength <= 5 && this.matchLength === MIN_MATCH && this.strstart - this.matchStart > TOO_FAR) this.matchLength = MIN_MATCH - 1
      }
      if (this.prevLength >= MIN_MATCH && this.matchLength <= this.prevLength) {
        const maxInsert = this.strstart + this.lookahead - MIN_MATCH
        const flush = this.tallyDist(this.strstart - 1 - this.prevMatch, this.prevLength - MIN_MATCH)
        this.lookahead -= this.prevLength - 1
        this.prevLength -= 2
        do {
          if (++this.strstart <= maxInsert) this.insertString(this.strstart)
        } while (--this.prevLength !== 0)
        this.matchAvailable = false
        this.matchLength = MIN_MATCH - 1
        this.strstart++
        if (flush) this.flushBlock(false)
      } else if (this.matchAvailable) {
        const flush = this.tallyLit(this.window[this.strstart - 1]!)
        if (flush) this.flushBlock(false)
        this.strstart++
        this.lookahead--
      } else {
        this.matchAvailable = true
        this.strstart++
        this.lookahead--
      }
    }
    if (this.matchAvailable) {
      this.tallyLit(this.window[this.strstart - 1]!)
      this.matchAvailable = false
    }
    this.flushBlock(true)
  }

  // --- trees.c -----------------------------------------------------------------------------------------

  private initBlock(): void {
    this.dynLtree.freq.fill(0, 0, L_CODES)
    this.dynDtree.freq.fill(0, 0, D_CODES)
    this.blTree.freq.fill(0, 0, BL_CODES)
    this.dynLtree.freq[END_BLOCK] = 1
    this.optLen = this.staticLen = 0
    this.symNext = 0
  }

  private tallyLit(c: number): boolean {
    this.symDist[this.symNext] = 0
    this.symLc[this.symNext++] = c
    this.dynLtree.freq[c]!++
    return this.symNext === SYM_END
  }

  private tallyDist(dist: number, lc: number): boolean {
    this.symDist[this.symNext] = dist
    this.symLc[this.symNext++] = lc
    this.dynLtree.freq[LENGTH_CODE[lc]! + LITERALS + 1]!++
    this.dynDtree.freq[dCode(dist - 1)]!++
    return this.symNext === SYM_END
  }

  private smaller(tree: Tree, n: number, m: number): boolean {
    const fn = tree.freq[n]!
    const fm = tree.freq[m]!
    return fn < fm || (fn === fm && this.depth[n]! <= this.depth[m]!)
  }

  private pqDownHeap(tree: Tree, k: number): void {
    const heap = this.heap
    const v = heap[k]!
    let j = k << 1
    while (j <= this.heapLen) {
      if (j < this.heapLen && this.smaller(tree, heap[j + 1]!, heap[j]!)) j++
      if (this.smaller(tree, v, heap[j]!)) break
      heap[k] = heap[j]!
      k = j
      j <<= 1
    }
    heap[k] = v
  }

  private genBitlen(desc: TreeDesc): void {
    const { tree, maxCode, staticTree, extraBits, extraBase, maxLength } = desc
    const heap = this.heap
    let overflow = 0
    this.blCount.fill(0)
    tree.len[heap[this.heapMax]!] = 0
    let h: number
    for (h = this.heapMax + 1; h < HEAP_SIZE; h++) {
      const n = heap[h]!
      let bits = tree.len[tree.len[n]!]! + 1
      if (bits > maxLength) (bits = maxLength), overflow++
      tree.len[n] = bits
      if (n > maxCode) continue
      this.blCount[bits]!++
      const xbits = n >= extraBase ? extraBits[n - extraBase]! : 0
      const f = tree.freq[n]!
      this.optLen += f * (bits + xbits)
      if (staticTree) this.staticLen += f * (staticTree.len[n]! + xbits)
    }
    if (overflow === 0) return
    do {
      let bits = maxLength - 1
      while (this.blCount[bits] === 0) bits--
      this.blCount[bits]!--
      this.blCount[bits + 1]! += 2
      this.blCount[maxLength]!--
      overflow -= 2
    } while (overflow > 0)
    for (let bits = maxLength; bits !== 0; bits--) {
      let n = this.blCount[bits]!
      while (n !== 0) {
        const m = heap[--h]!
        if (m > maxCode) continue
        if (tree.len[m] !== bits) {
          this.optLen += (bits - tree.len[m]!) * tree.freq[m]!
          tree.len[m] = bits
        }
        n--
      }
    }
  }

  private buildTree(desc: TreeDesc): void {
    const { tree, staticTree, elems } = desc
    const heap = this.heap
    let maxCode = -1
    this.heapLen = 0
    this.heapMax = HEAP_SIZE
    for (let n = 0; n < elems; n++) {
      if (tree.freq[n] !== 0) {
        heap[++this.heapLen] = maxCode = n
        this.depth[n] = 0
      } else tree.len[n] = 0
    }
    // At least two codes of non-zero frequency, so that a tree has two leaves.
    while (this.heapLen < 2) {
      const node = (heap[++this.heapLen] = maxCode < 2 ? ++maxCode : 0)
      tree.freq[node] = 1
      this.depth[node] = 0
      this.optLen--
      if (staticTree) this.staticLen -= staticTree.len[node]!
    }
    desc.maxCode = maxCode
    for (let n = this.heapLen >> 1; n >= 1; n--) this.pqDownHeap(tree, n)
    let node = elems
    do {
      const n = heap[1]!
      heap[1] = heap[this.heapLen--]!
      this.pqDownHeap(tree, 1)
      const m = heap[1]!
      heap[--this.heapMax] = n
      heap[--this.heapMax] = m
      tree.freq[node] = tree.freq[n]! + tree.freq[m]!
      this.depth[node] = (this.depth[n]! >= this.depth[m]! ? this.depth[n]! : this.depth[m]!) + 1
      tree.len[n] = tree.len[m] = node
      heap[1] = node++
      this.pqDownHeap(tree, 1)
    } while (this.heapLen >= 2)
    heap[--this.heapMax] = heap[1]!
    this.genBitlen(desc)
    genCodes(tree, maxCode, this.blCount)
  }

  private scanTree(tree: Tree, maxCode: number): void {
    let prevlen = -1
    let nextlen = tree.len[0]!
    let count = 0
    let maxCount = 7
    let minCount = 4
    if (nextlen === 0) (maxCount = 138), (minCount = 3)
    tree.len[maxCode + 1] = 0xffff // guard
    for (let n = 0; n <= maxCode; n++) {
      const curlen = nextlen
      nextlen = tree.len[n + 1]!
      if (++count < maxCount && curlen === nextlen) continue
      else if (count < minCount) this.blTree.freq[curlen]! += count
      else if (curlen !== 0) {
        if (curlen !== prevlen) this.blTree.freq[curlen]!++
        this.blTree.freq[REP_3_6]!++
      } else if (count <= 10) this.blTree.freq[REPZ_3_10]!++
      else this.blTree.freq[REPZ_11_138]!++
      count = 0
      prevlen = curlen
      if (nextlen === 0) (maxCount = 138), (minCount = 3)
      else if (curlen === nextlen) (maxCount = 6), (minCount = 3)
      else (maxCount = 7), (minCount = 4)
    }
  }

  private sendTree(tree: Tree, maxCode: number): void {
    let prevlen = -1
    let nextlen = tree.len[0]!
    let count = 0
    let maxCount = 7
    let minCount = 4
    if (nextlen === 0) (maxCount = 138), (minCount = 3)
    for (let n = 0; n <= maxCode; n++) {
      const curlen = nextlen
      nextlen = tree.len[n + 1]!
      if (++count < maxCount && curlen === nextlen) continue
      else if (count < minCount) {
        do this.sendCode(curlen, this.blTree)
        while (--count !== 0)
      } else if (curlen !== 0) {
        if (curlen !== prevlen) {
          this.sendCode(curlen, this.blTree)
          count--
        }
        this.sendCode(REP_3_6, this.blTree)
        this.sendBits(count - 3, 2)
      } else if (count <= 10) {
        this.sendCode(REPZ_3_10, this.blTree)
        this.sendBits(count - 3, 3)
      } else {
        this.sendCode(REPZ_11_138, this.blTree)
        this.sendBits(count - 11, 7)
      }
      count = 0
      prevlen = curlen
      if (nextlen === 0) (maxCount = 138), (minCount = 3)
      else if (curlen === nextlen) (maxCount = 6), (minCount = 3)
      else (maxCount = 7), (minCount = 4)
    }
  }

  private buildBlTree(): number {
    this.scanTree(this.dynLtree, this.lDesc.maxCode)
    this.scanTree(this.dynDtree, this.dDesc.maxCode)
    this.buildTree(this.blDesc)
    let maxBlindex: number
    for (maxBlindex = BL_CODES - 1; maxBlindex >= 3; maxBlindex--) if (this.blTree.len[BL_ORDER[maxBlindex]!] !== 0) break
    this.optLen += 3 * (maxBlindex + 1) + 5 + 5 + 4
    return maxBlindex
  }

  private sendAllTrees(lcodes: number, dcodes: number, blcodes: number): void {
    this.sendBits(lcodes - 257, 5)
    this.sendBits(dcodes - 1, 5)
    this.sendBits(blcodes - 4, 4)
    for (let rank = 0; rank < blcodes; rank++) this.sendBits(this.blTree.len[BL_ORDER[rank]!]!, 3)
    this.sendTree(this.dynLtree, lcodes - 1)
    this.sendTree(this.dynDtree, dcodes - 1)
  }

  private compressBlock(ltree: Tree, dtree: Tree): void {
    for (let sx = 0; sx < this.symNext; sx++) {
      let dist = this.symDist[sx]!
      let lc = this.symLc[sx]!
      if (dist === 0) this.sendCode(lc, ltree)
      else {
        let code = LENGTH_CODE[lc]!
        this.sendCode(code + LITERALS + 1, ltree)
        let extra = EXTRA_LBITS[code]!
        if (extra !== 0) this.sendBits(lc - BASE_LENGTH[code]!, extra)
        dist--
        code = dCode(dist)
        this.sendCode(code, dtree)
        extra = EXTRA_DBITS[code]!
        if (extra !== 0) this.sendBits(dist - BASE_DIST[code]!, extra)
      }
    }
    this.sendCode(END_BLOCK, ltree)
  }

  private storedBlock(from: number, length: number, last: boolean): void {
    this.sendBits((0 << 1) + (last ? 1 : 0), 3)
    this.alignToByte()
    this.putByte(length & 0xff)
    this.putByte((length >>> 8) & 0xff)
    this.putByte(~length & 0xff)
    this.putByte((~length >>> 8) & 0xff)
    this.ensure(length)
    this.out.set(this.window.subarray(from, from + length), this.pending)
    this.pending += length
  }

  /** `bufStart` < 0: the block's start has slid out of the window, so it cannot be stored. */
  private trFlushBlock(bufStart: number, storedLength: number, last: boolean): void {
    this.buildTree(this.lDesc)
    this.buildTree(this.dDesc)
    const maxBlindex = this.buildBlTree()
    let optLenb = (this.optLen + 3 + 7) >>> 3
    const staticLenb = (this.staticLen + 3 + 7) >>> 3
    if (staticLenb <= optLenb) optLenb = staticLenb
    if (storedLength + 4 <= optLenb && bufStart >= 0) this.storedBlock(bufStart, storedLength, last)
    else if (staticLenb === optLenb) {
      this.sendBits((1 << 1) + (last ? 1 : 0), 3)
      this.compressBlock(STATIC_LTREE, STATIC_DTREE)
    } else {
      this.sendBits((2 << 1) + (last ? 1 : 0), 3)
      this.sendAllTrees(this.lDesc.maxCode + 1, this.dDesc.maxCode + 1, maxBlindex + 1)
      this.compressBlock(this.dynLtree, this.dynDtree)
    }
    this.initBlock()
    if (last) this.alignToByte()
  }

  // --- bits and bytes -----------------------------------------------------------------------------------

  private ensure(extra: number): void {
    if (this.pending + extra <= this.out.length) return
    const grown = new Uint8Array(Math.max(this.out.length * 2, this.pending + extra + 64))
    grown.set(this.out.subarray(0, this.pending))
    this.out = grown
  }

  private putByte(byte: number): void {
    if (this.pending >= this.out.length) this.ensure(1)
    this.out[this.pending++] = byte
  }

  /** Writes `length` bits of `value`, least significant first (deflate's bit order). */
  private sendBits(value: number, length: number): void {
    this.bitBuffer |= value << this.bitCount
    this.bitCount += length
    while (this.bitCount >= 8) {
      this.putByte(this.bitBuffer & 0xff)
      this.bitBuffer >>>= 8
      this.bitCount -= 8
    }
  }

  private sendCode(symbol: number, tree: Tree): void {
    this.sendBits(tree.freq[symbol]!, tree.len[symbol]!)
  }

  /** bi_windup: the last bits padded to a whole byte. */
  private alignToByte(): void {
    if (this.bitCount > 0) this.putByte(this.bitBuffer & 0xff)
    this.bitBuffer = 0
    this.bitCount = 0
  }
}
