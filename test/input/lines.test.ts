import { describe, expect, it } from 'vitest'
import { boundedLines } from '../../src/input/lines.js'

const collect = async (chunks: (string | Uint8Array)[], max?: number) => {
  const out: unknown[] = []
  for await (const line of boundedLines(
    (async function* () {
      yield* chunks
    })(),
    max,
  ))
    out.push(line)
  return out
}

describe('bounded lines', () => {
  it('splits on newlines across chunks, drops a CR before them, keeps a last line without newline', async () => {
    expect(await collect(['a\r\nbb', 'b\n', '', 'c'])).toEqual(['a', 'bbb', 'c'])
    expect(await collect([Buffer.from('é'), Buffer.from('\n').subarray(0), 'x\n'])).toEqual(['é', 'x'])
  })

  it('a multi-byte character cut between chunks is whole again', async () => {
    const bytes = Buffer.from('graine\n')
    expect(await collect([bytes.subarray(0, 3), bytes.subarray(3)])).toEqual(['graine'])
    const accent = Buffer.from('é\n')
    expect(await collect([accent.subarray(0, 1), accent.subarray(1)])).toEqual(['é'])
  })

  it('a line longer than the cap is reported by its length, not kept, and the next lines follow', async () => {
    expect(await collect(['12345', '678\nok\n', 'x'.repeat(20)], 6)).toEqual([{ tooLong: true, bytes: 8 }, 'ok', { tooLong: true, bytes: 20 }])
    expect(await collect(['1234567\nab\n'], 6)).toEqual([{ tooLong: true, bytes: 7 }, 'ab'])
    expect(await collect(['123456\n'], 6)).toEqual(['123456'])
  })
})
