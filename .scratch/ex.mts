import { loadExercises } from '/work/main/src/exercise/index.js'
import { loadLessons } from '/work/main/src/lessons/lessons.js'
import { makePosition } from '/work/main/src/engine/index.js'
const lessons = await loadLessons('/work/main/templates/lessons.yaml')
const { exercises } = await loadExercises(['/work/main/exercises'])
if (!lessons.ok) throw new Error(JSON.stringify(lessons.error))
const starts = new Map(exercises.map((e) => [e.start.board.join('-'), e.id]))
for (const l of lessons.value) console.log(l.number, l.example.kind, makePosition(l.example.position), starts.get(l.example.position.board.join('-')) ?? '-')
