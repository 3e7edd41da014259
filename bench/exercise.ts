import { DEFAULT_VARIANT, fromSetup, initialSetup } from '../src/engine/index.js'
import { MAX_PLIES, loadExercises, moveValues } from '../src/exercise/index.js'

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/** `check` of the whole bank (in process, after a warm-up), and the deepest best-move search the checker allows. */
export async function run(): Promise<void> {
  await loadExercises(['exercises'])
  const times: number[] = []
  let count = 0
  for (let i = 0; i < 5; i++) {
    const started = performance.now()
    const { exercises, problems } = await loadExercises(['exercises'])
    times.push(performance.now() - started)
    count = exercises.length
    if (problems.length > 0) console.log(`exercise  warning: the bank has ${problems.length} problems`)
  }
  console.log(`exercise  check of exercises/ (${count} exercises): ${median(times).toFixed(0)} ms in process (median of 5)`)

  const start = fromSetup(initialSetup(DEFAULT_VARIANT))
  if (!start.ok) throw new Error('initial position rejected')
  for (const plies of [6, 8, MAX_PLIES]) {
    const started = performance.now()
    moveValues(start.value, { plies })
    console.log(`exercise  best move over ${plies} plies from the start (full-width minimax): ${((performance.now() - started) / 1000).toFixed(2)} s`)
  }
}
