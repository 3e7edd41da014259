// Issue 12, findings 3, 12 and 14: whatever a file is or holds, the command answers with a located
// problem, exit 2, in bounded time and memory, and writes nothing. Each run is the real command in a
// child process, measured from outside (time, peak memory, exit code); the bounds are generous.
import { execFileSync } from 'node:child_process'
import { readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { decodeText, readInputText } from '../../src/input/read.js'
import { parseKitDefinition } from '../../src/kit/definition.js'
import { chainExercise } from './fixtures.js'
import { bundledCli, filesUnder, freshDir, runMeasured, temporaryNames } from './harness.js'

let cli: string
beforeAll(async () => {
  cli = await bundledCli()
})
const run = (dir: string, args: string[], options: { timeoutMs?: number; env?: Record<string, string> } = {}) =>
  runMeasured(cli, args, { cwd: dir, timeoutMs: options.timeoutMs ?? 20_000, ...(options.env ? { env: options.env } : {}) })

/** Nothing written, nothing temporary: the folder holds what the test put there. */
const onlyInputs = (dir: string, inputs: string[]) => expect(filesUnder(dir).filter((file) => !inputs.includes(file))).toEqual([])

describe('devices, pipes and sizes (finding 3)', () => {
  it.each(['/dev/zero', '/dev/urandom'])('check %s is refused at once (it used to read until killed, 3 GB)', async (device) => {
    const r = await run(freshDir('dev'), ['check', device])
    expect(r.code).toBe(2)
    expect(r.stdout).toContain(`${device}:1:1 FILE_UNREADABLE the file cannot be read: it is a device (like /dev/zero), not a file`)
    expect(r.cpuSeconds).toBeLessThan(3)
    expect(r.maxRssMB).toBeLessThan(150)
  })

  it('a _bank.yaml that links to /dev/zero', async () => {
    const dir = freshDir('bank')
    writeFileSync(join(dir, 'ex.yaml'), chainExercise())
    symlinkSync('/dev/zero', join(dir, '_bank.yaml'))
    const r = await run(dir, ['check', '.'])
    expect(r.code).toBe(2)
    expect(r.stdout).toMatch(/_bank\.yaml:1:1 FILE_UNREADABLE .*a device/)
    expect(r.cpuSeconds).toBeLessThan(3)
    expect(r.maxRssMB).toBeLessThan(150)
  })

  it('a FIFO as an exercise, in a folder, or as --kit never blocks', async () => {
    const dir = freshDir('fifo')
    execFileSync('mkfifo', [join(dir, 'pipe.yaml')])
    writeFileSync(join(dir, 'ex.yaml'), chainExercise())
    for (const args of [
      ['check', 'pipe.yaml'],
      ['check', '.'],
      ['build', '--kit', 'pipe.yaml', '--out', 'kit.pdf'],
    ]) {
      const r = await run(dir, args, { timeoutMs: 10_000 })
      expect(r.timedOut, args.join(' ')).toBe(false)
      expect(r.code, args.join(' ')).toBe(2)
      expect(r.stdout + r.stderr).toMatch(/a pipe \(FIFO\), not a file/)
      expect(r.cpuSeconds).toBeLessThan(5)
    }
    onlyInputs(dir, ['ex.yaml', 'pipe.yaml'])
  })

  it('a kit file larger than 64 KiB is refused while reading, not read whole (300 MB used to be accepted)', async () => {
    const dir = freshDir('bigkit')
    const comment = `# ${'padding '.repeat(127)}\n`
    writeFileSync(join(dir, 'kit.yaml'), 'sections: [cover]\n' + comment.repeat(Math.ceil((40 << 20) / comment.length)))
    const r = await run(dir, ['build', '--kit', 'kit.yaml', '--out', 'kit.pdf'])
    expect(r.code).toBe(2)
    expect(r.stderr).toMatch(/kit\.yaml:1:1 KIT_UNREADABLE cannot read the kit definition: the file holds more than 64 KiB/)
    expect(r.maxRssMB).toBeLessThan(150)
    onlyInputs(dir, ['kit.yaml'])
  })

  it('a file at the cap is read; one byte more is refused (the cap is counted while reading)', async () => {
    const dir = freshDir('cap')
    const path = join(dir, 'f.yaml')
    writeFileSync(path, 'a'.repeat(1000))
    expect((await readInputText(path, 1000)).ok).toBe(true)
    expect(await readInputText(path, 999)).toMatchObject({ ok: false, error: { code: 'FILE_TOO_LARGE' } })
    // /proc files say size 0 and hold more: read to their end.
    const proc = await readInputText('/proc/self/status', 1 << 20)
    expect(proc.ok && proc.value).toMatch(/^Name:/)
  })
})

describe('kit definition files (finding 12)', () => {
  const kit = (title: string) => `title: { fr: ${JSON.stringify(title)}, en: "Kit" }\nsections: [rules]\n`

  it('a title with & and < gives valid, escaped XMP metadata, and the title as written', async () => {
    const dir = freshDir('xmp')
    writeFileSync(join(dir, 'kit.yaml'), kit('Awalé & <b>CM1</b>'))
    const r = await run(dir, ['build', '--kit', 'kit.yaml', '--out', 'kit.pdf'])
    expect(r.code, r.stderr).toBe(0)
    const bytes = readFileSync(join(dir, 'kit.pdf')).toString('latin1')
    const xmp = /<\?xpacket begin[\s\S]*?<\?xpacket end="w"\?>/.exec(bytes)![0]
    expect(xmp).toContain('Awal\u00c3\u00a9 &amp; &lt;b&gt;CM1&lt;/b&gt;') // UTF-8 bytes read as Latin-1
    expect(xmp).not.toContain('<b>')
    // Well-formed: every tag closes (no parser in Node: count opening and closing rdf/dc tags).
    for (const tag of ['rdf:Description', 'dc:title', 'rdf:li']) expect(xmp.split(`<${tag}`).length - 1).toBe(xmp.split(`</${tag}>`).length - 1)
    expect(r.maxRssMB).toBeLessThan(400)
  })

  it('a Latin-1 kit file is refused at its first bad byte (it printed "L\uFFFDcole")', async () => {
    const dir = freshDir('latin1')
    writeFileSync(join(dir, 'kit.yaml'), Buffer.from(kit("L'école"), 'latin1'))
    const r = await run(dir, ['build', '--kit', 'kit.yaml', '--out', 'kit.pdf'])
    expect(r.code).toBe(2)
    expect(r.stderr).toMatch(/kit\.yaml:1:17 KIT_UNREADABLE cannot read the kit definition: byte 17 \(0xe9\) is not UTF-8 text/)
    onlyInputs(dir, ['kit.yaml'])
  })

  it('a UTF-16 kit file is named as UTF-16, with or without its byte-order mark', async () => {
    const dir = freshDir('utf16')
    writeFileSync(join(dir, 'bom.yaml'), Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(kit('Kit'), 'utf16le')]))
    writeFileSync(join(dir, 'nobom.yaml'), Buffer.from(kit('Kit'), 'utf16le'))
    for (const file of ['bom.yaml', 'nobom.yaml']) {
      const r = await run(dir, ['build', '--kit', file, '--out', 'kit.pdf'])
      expect(r.code).toBe(2)
      expect(r.stderr).toContain('the file is saved as UTF-16 ("Unicode" in Notepad): save it again with the encoding UTF-8')
    }
  })

  it('a kit file is read like an exercise: aliases allowed, a BOM and CRLF accepted, absurd nesting reported', () => {
    const aliased = parseKitDefinition('sections: &all [cover, rules]\nsplit: { worksheet: *all, answers: [], board: [] }\n', 'k.yaml')
    expect(aliased.ok && aliased.value.split.worksheet).toEqual(['cover', 'rules'])
    const decoded = decodeText(Buffer.from('\ufeffsections: [cover]\r\n', 'utf8'))
    expect(decoded.ok && parseKitDefinition(decoded.value, 'k.yaml').ok).toBe(true)
    const deep = parseKitDefinition(`sections: ${'['.repeat(20_000)}${']'.repeat(20_000)}\n`, 'k.yaml')
    expect(!deep.ok && deep.error[0]).toMatchObject({ code: 'KIT_SYNTAX', message: 'the file nests lists or maps too deeply to be read' })
  })

  it('a kit title the font cannot print, or too long, is refused with its place', () => {
    const parsed = parseKitDefinition(`title: { fr: "Awalé 吃子", en: "${'x'.repeat(81)}" }\nsections: [cover]\n`, 'k.yaml')
    expect(!parsed.ok && parsed.error.map((p) => [p.line, p.column, p.code])).toEqual([
      [1, 21, 'KIT_BAD_VALUE'],
      [1, 30, 'KIT_BAD_VALUE'],
    ])
    expect(!parsed.ok && parsed.error[0]!.message).toContain('U+5403 "吃"')
  })

  it('random edits of the shipped kit file: problems with places, never an exception', () => {
    const good = readFileSync(new URL('../../templates/kit.yaml', import.meta.url), 'utf8')
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            at: fc.nat(),
            cut: fc.nat({ max: 4 }),
            insert: fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom('&a ', '*a', '[', '{', ':', '\t', '\r', '<<: *a', '__proto__: 1', '? [a]')),
          }),
          { minLength: 1, maxLength: 4 },
        ),
        (edits) => {
          const text = edits.reduce((t, { at, cut, insert }) => {
            const i = at % (t.length + 1)
            return t.slice(0, i) + insert + t.slice(i + cut)
          }, good)
          const parsed = parseKitDefinition(text, 'k.yaml')
          if (!parsed.ok) for (const problem of parsed.error) expect(problem.line).toBeGreaterThanOrEqual(1)
        },
      ),
      { numRuns: 400, seed: 12 },
    )
  })

  it('random bytes through the reader: text or a located problem, never an exception', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 80 }), (bytes) => {
        const decoded = decodeText(bytes)
        if (decoded.ok) {
          expect(decoded.value).not.toContain('\r')
          parseKitDefinition(decoded.value, 'k.yaml')
        } else expect(decoded.error.line).toBeGreaterThanOrEqual(1)
      }),
      { numRuns: 1000, seed: 5 },
    )
  })
})

describe('odd inputs and terminal output (finding 14)', () => {
  it('old-Mac CR line endings read as lines (they read as one line)', async () => {
    const dir = freshDir('cr')
    writeFileSync(join(dir, 'cr.yaml'), chainExercise().replace(/\n/g, '\r'))
    const r = await run(dir, ['check', 'cr.yaml'])
    expect(r.stdout).toContain('1 exercise checked: 1 passed, 0 failed')
    expect(r.code).toBe(0)
  })

  it('__proto__ and a list as a key are refused (one passed silently, one printed a Node warning)', async () => {
    const dir = freshDir('keys')
    writeFileSync(join(dir, 'proto.yaml'), chainExercise().replace('position: { F: 3,', 'position: { __proto__: 99, F: 3,'))
    writeFileSync(join(dir, 'complex.yaml'), chainExercise().replace('task: play', '? [a, b]\n: 1\ntask: play'))
    const r = await run(dir, ['check', '.'])
    expect(r.code).toBe(2)
    expect(r.stdout).toContain('complex.yaml:8:3 BAD_KEY a list or a map cannot be a field name')
    expect(r.stdout).toContain('proto.yaml:7:13 BAD_KEY __proto__ cannot be a field name: remove it')
    expect(r.stderr).not.toMatch(/Warning/)
  })

  it('control characters of titles and file names never reach the terminal raw', async () => {
    const dir = freshDir('esc')
    writeFileSync(join(dir, 'esc\u001b[31m.yaml'), chainExercise({ titleFr: 'Titre \u001b]0;pwned\u0007 fin' }))
    writeFileSync(join(dir, 'bidi.yaml'), chainExercise({ id: 'B2', titleFr: 'Titre \u202eenrevni' }))
    const raw = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e]/
    const check = await run(dir, ['check', '.'])
    expect(check.code).toBe(2)
    // Written as an escape ("\u001b"), the character is pointed at where its text starts.
    expect(check.stdout).toContain("esc\\x1b[31m.yaml:5:7 UNPRINTABLE_CHARACTER title.fr: the kit's font cannot print U+001B (a control character) (and 1 more character it cannot print)")
    const show = await run(dir, ['show', 'bidi.yaml', '--lang', 'fr'])
    expect(show.code).toBe(0)
    expect(show.stdout).toContain('Titre \\u202eenrevni')
    for (const output of [check.stdout, check.stderr, show.stdout, show.stderr]) expect(output).not.toMatch(raw)
  })

  it('thousands of files with one id: reported in n log n (5,000 took 14 s)', async () => {
    const dir = freshDir('ids')
    const text = chainExercise({ id: 'SAME' })
    for (let i = 0; i < 2000; i++) writeFileSync(join(dir, `e${String(i).padStart(4, '0')}.yaml`), text)
    const r = await runMeasured(cli, ['check', '.'], { cwd: dir, timeoutMs: 60_000, keepBytes: 8 << 20 })
    expect(r.code).toBe(2)
    expect(r.stdout).toContain('e0000.yaml:1:5 DUPLICATE_ID id: SAME is also the id of e0001.yaml:1:5, e0002.yaml:1:5, e0003.yaml:1:5 and 1996 more')
    expect(r.stdout).toContain('2000 exercises checked: 0 passed, 2000 failed')
    expect(r.cpuSeconds).toBeLessThan(10)
  })

  it('an invalid SOURCE_DATE_EPOCH is refused, not ignored', async () => {
    const dir = freshDir('epoch')
    const r = await run(dir, ['board', '--out', 'b.pdf'], { env: { SOURCE_DATE_EPOCH: 'yesterday' } })
    expect(r.code).toBe(2)
    expect(r.stderr).toContain('SOURCE_DATE_EPOCH must be a whole number of seconds since 1970-01-01')
    onlyInputs(dir, [])
  })

  it('a count of 1000 is said to be too many seeds, not "not a number"', async () => {
    const r = await run(freshDir('play'), ['play', '1000-0-0-0-0-0-0-0-0-0-0-0-0-0-S'])
    expect(r.code).toBe(2)
    expect(r.stderr).toContain('column 1: field 1 (hole A) holds 1000 seeds: far more than a game holds (48 at most)')
  })

  it('a link loop and a dangling link are named as such', async () => {
    const dir = freshDir('links')
    symlinkSync('b.yaml', join(dir, 'a.yaml'))
    symlinkSync('a.yaml', join(dir, 'b.yaml'))
    symlinkSync('nowhere.yaml', join(dir, 'dangling.yaml'))
    const r = await run(dir, ['check', 'a.yaml', 'dangling.yaml'])
    expect(r.code).toBe(2)
    expect(r.stdout).toContain('a.yaml:1:1 FILE_UNREADABLE "a.yaml" cannot be read: it is a symbolic link that leads back to itself (a loop of links)')
    expect(r.stdout).toContain('dangling.yaml:1:1 FILE_NOT_FOUND "dangling.yaml" cannot be read: it is a symbolic link to "nowhere.yaml", which does not exist')
    expect(temporaryNames(filesUnder(dir))).toEqual([])
  })
})
