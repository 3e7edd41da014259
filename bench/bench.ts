// `npm run bench`: every speed figure the issues ask for, measured in one process on this machine.
// Each area has its own file exporting `run(): Promise<void>`, printing its lines. `npm run bench -- engine`
// runs only the areas named.
import * as engine from './engine.js'
import * as exercise from './exercise.js'
import * as game from './game.js'
import * as pdf from './pdf.js'
import * as render from './render.js'
import * as search from './search.js'
import * as studio from './studio.js'
import * as tables from './tables.js'

const AREAS: Record<string, { run(): Promise<void> }> = { engine, render, exercise, pdf, search, game, studio, tables }

const wanted = process.argv.slice(2)
for (const [name, area] of Object.entries(AREAS)) {
  if (wanted.length > 0 && !wanted.includes(name)) continue
  await area.run()
}
