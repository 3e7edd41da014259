/**
 * A small seeded random generator (sfc32), so that "often random" computer moves and generated
 * exercises are the same for the same seed on every machine. Math.random is never used.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number
  /** An integer in [0, n). */
  below(n: number): number
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T
}

/** Turns any text or number seed into 128 bits of generator state (cyrb128 string hash). */
function seedState(seed: string | number): [number, number, number, number] {
  const text = String(seed)
  let h1 = 1779033703
  let h2 = 3144134277
  let h3 = 1013904242
  let h4 = 2773480762
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i)
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067)
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233)
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213)
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179)
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067)
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233)
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213)
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179)
  return [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0]
}

export function seededRandom(seed: string | number): Random {
  let [a, b, c, d] = seedState(seed)
  const next = (): number => {
    a >>>= 0
    b >>>= 0
    c >>>= 0
    d >>>= 0
    let t = (a + b) | 0
    a = b ^ (b >>> 9)
    b = (c + (c << 3)) | 0
    c = (c << 21) | (c >>> 11)
    d = (d + 1) | 0
    t = (t + d) | 0
    c = (c + t) | 0
    return (t >>> 0) / 4294967296
  }
  for (let i = 0; i < 12; i++) next() // mix the hashed seed before use
  const below = (n: number): number => Math.floor(next() * n)
  return { next, below, pick: <T>(items: readonly T[]): T => items[below(items.length)]! }
}
