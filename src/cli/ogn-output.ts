/** `--ogn FILE` of play and best: the moves played, written as a game record Aualé can open. */
import { resolve } from 'node:path'
import type { Hole, Position, RecordTags } from '../engine/index.js'
import { DEFAULT_VARIANT, makeOgn, makeRecord } from '../engine/index.js'
import { writeFilesAtomically } from '../output/files.js'
import type { CliIO } from './io.js'
import { EXIT, UsageError } from './io.js'

/** OGN records games under the Abapa rules only (Aualé's rules): other rules cannot be written. */
export function checkOgnVariant(position: Position, verb: string): void {
  if (JSON.stringify(position.variant) !== JSON.stringify(DEFAULT_VARIANT))
    throw new UsageError(`awale-kit ${verb}: --ogn records games under the Abapa rules (the only rules of OGN and Aualé); leave out --variant`)
}

/** Writes the record of `moves` from `start` to `file` (whole or not at all); the exit code. */
export async function writeGameRecord(file: string, start: Position, moves: readonly Hole[], tags: RecordTags, io: CliIO, verb: string): Promise<number> {
  const record = makeRecord(start, moves, tags)
  if (!record.ok) throw new Error(`awale-kit ${verb}: ${record.error.message}`) // the moves were played already
  const path = resolve(io.cwd, file)
  try {
    await writeFilesAtomically([{ path, bytes: makeOgn(record.value) }])
  } catch (error) {
    io.stderr.write(`awale-kit ${verb}: cannot write ${path}: ${(error as Error).message}\n`)
    return EXIT.BAD_INPUT
  }
  io.stderr.write(`wrote ${path}\n`)
  return EXIT.OK
}
