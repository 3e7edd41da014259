// The engine with ogn.ts and record.ts loaded afresh (a query string makes a new instance of each), so
// that a mutation run counts their load-time constants against the tests that call this; the rest of
// the engine is the instance loaded once.
import * as loadedEngine from '../../src/engine/index.js'

export type Engine = typeof loadedEngine
let instance = 0

export async function freshEngine(): Promise<Engine> {
  instance++
  const fresh = (name: string): Promise<Partial<Engine>> => import(/* @vite-ignore */ `../../src/engine/${name}.js?instance=${instance}`)
  const ogn = await fresh('ogn')
  const record = await fresh('record')
  return { ...loadedEngine, ...ogn, ...record }
}
