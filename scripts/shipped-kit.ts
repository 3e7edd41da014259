// The shipped bank, lessons and kit definition, as the figure scripts read them (they throw: a
// script run on a broken checkout has nothing to measure).
import { join } from 'node:path'
import { loadExercises } from '../src/exercise/index.js'
import type { CheckedExercise } from '../src/exercise/index.js'
import type { KitDefinition } from '../src/kit/definition.js'
import { loadKitDefinition } from '../src/kit/definition.js'
import type { Lesson } from '../src/lessons/lessons.js'
import { loadLessons } from '../src/lessons/lessons.js'
import { packageRoot } from '../src/pdf/assets.js'

export async function loadShippedKit(): Promise<{ exercises: CheckedExercise[]; lessons: Lesson[]; definition: KitDefinition }> {
  const root = packageRoot()
  const { exercises, problems } = await loadExercises([join(root, 'exercises')], { cwd: root })
  if (problems.length > 0) throw new Error('the bank does not load')
  const lessons = await loadLessons(join(root, 'templates', 'lessons.yaml'))
  const definition = await loadKitDefinition(join(root, 'templates', 'kit.yaml'))
  if (!lessons.ok || !definition.ok) throw new Error('templates do not load')
  return { exercises, lessons: lessons.value, definition: definition.value }
}
