import { stat } from 'node:fs/promises'
import { resolve } from 'node:path'
import { packageRoot } from '../pdf/assets.js'

/**
 * The exercises a command uses when none are named: `exercises/` in the current folder when there
 * is one (a teacher's own bank, or this project), else the bank that ships with awale-kit — the same
 * rule for check, build and lessons, wherever they are run.
 */
export async function defaultBank(cwd: string): Promise<string> {
  const local = resolve(cwd, 'exercises')
  try {
    if ((await stat(local)).isDirectory()) return local
  } catch {
    // No such folder here: the shipped bank.
  }
  return resolve(packageRoot(), 'exercises')
}
