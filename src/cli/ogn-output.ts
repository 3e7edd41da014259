/** `--ogn FILE` of play and best: the moves played, written as a game record Aualé can open. */
import { resolve } from 'node:path'
import type { Hole, Position, RecordTags } from '../engine/index.js'
import { DEFAULT_VARIANT, makeOgn, makeRecord } from '../engine/index.js'
import { refusedTargets, writeFiles } from './write.js'
import type { CliIO } from './io.js'
import { EXIT, UsageError } from './io.js'

/** OGN records games under the Abapa rules only (Aualé's rules): other rules cannot be written. */
export function checkOgnVariant(position: Position, verb: string): void {
  if (JSON.stringify(position.variant) !== JSON.stringify(DEFAULT_VARIANT))
    throw new UsageError(`awale-kit ${verb}: --ogn records games under the Abapa rules (the only rules of OGN and Aualé); leave out --variant`)
}

/** The output policy of `--ogn FILE`: a game record, kept when it exists unless --force. */
const policy = (force: boolean) => ({ kind: 'ogn', force }) as const

/** Checks `--ogn FILE` before the moves are played or searched: null when it can be written, else the exit code. */
export const refusedRecord = (file: string, force: boolean, io: CliIO, verb: string): Promise<number | null> => refusedTargets(verb, [resolve(io.cwd, file)], policy(force), io)

/** Writes the record of `moves` from `start` to `file` (whole or not at all); the exit code. */
export async function writeGameRecord(file: string, start: Position, moves: readonly Hole[], tags: RecordTags, io: CliIO, verb: string, force = false): Promise<number> {
  const record = makeRecord(start, moves, tags)
  if (!record.ok) throw new Error(`awale-kit ${verb}: ${record.error.message}`) // the moves were played already
  const path = resolve(io.cwd, file)
  const written = await writeFiles(verb, [{ path, bytes: makeOgn(record.value) }], policy(force), io)
  if (written === EXIT.OK) io.stderr.write(`wrote ${path}\n`)
  return written
}
