// The mistakes module loaded afresh (a query string makes a new instance of each file), so that a
// mutation run counts its load-time table of definitions (MISTAKES, the helpers built with it)
// against the tests that call this, not against whichever test first loaded the module.
import * as loaded from '../../src/mistakes/index.js'

export type MistakesModule = typeof loaded
let instance = 0

export async function freshMistakes(): Promise<MistakesModule> {
  instance++
  const fresh = (name: string): Promise<Partial<MistakesModule>> => import(/* @vite-ignore */ `../../src/mistakes/${name}.js?instance=${instance}`)
  return { ...loaded, ...(await fresh('mistakes')), ...(await fresh('diagnose')) }
}
export type { MistakeId, MistakenMove } from '../../src/mistakes/index.js'
