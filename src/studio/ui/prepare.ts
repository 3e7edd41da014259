/**
 * Prepare a lesson: a lesson of the progression (or a theme and a level, or the whole kit), its
 * exercises as they will print (ticked or not), the language, paper and versions; the PDF is put
 * together as `awale-kit build` does with the same choices (core/documents.ts), the same bytes.
 */
import type { CheckedExercise, Theme } from '../../exercise/index.js'
import { THEMES } from '../../exercise/index.js'
import type { Level } from '../../lessons/lessons.js'
import type { Paper } from '../../pdf/paper.js'
import { planSheets } from '../../kit/sheets.js'
import type { Selection } from '../../kit/sheets.js'
import { positionView } from '../../render/adapt.js'
import type { Lang } from '../../pdf/typography.js'
import type { Library } from '../core/library.js'
import { lessonDocument, selects } from '../core/documents.js'
import { DEFAULT_VARIANT } from '../../engine/index.js'
import { parseExerciseText } from '../../exercise/index.js'
import { generateExercises } from '../../generate/generate.js'
import { download, keepFocus, nextFrame } from './dom.js'
import { drawBoard } from './board.js'
import { el, field, fill, select } from './dom.js'
import { pdfPanel } from './pdf-panel.js'
import { LANGUAGE_CHOICES, ONE_TO_THREE, paperChoices, t, tPlain, themeName, uiLang } from './strings.js'
import { folderZip, noteName } from '../core/folder-zip.js'

type Scope = 'lesson' | 'theme' | 'kit'

interface PrepareState {
  scope: Scope
  lesson: number
  level: Level | 0
  theme: Theme | ''
  lang: Lang
  paper: Paper
  versions: number
  /** Exercise files the teacher unticked. */
  unticked: Set<string>
  /** Exercises the engine made for this choice, each checked as `awale-kit check` checks a file. */
  generated: Generated[]
}

/** A generated exercise: its file (in the folder the command line is told to read) and its check. */
interface Generated {
  readonly fileName: string
  readonly text: string
  readonly exercise: CheckedExercise
  /** The command that writes the same file. */
  readonly command: string
}

const baseName = (file: string): string => file.split('/').pop() ?? file
const byFileName = (a: CheckedExercise, b: CheckedExercise): number => (baseName(a.file) < baseName(b.file) ? -1 : baseName(a.file) > baseName(b.file) ? 1 : 0)

/** The folder the command line is told to read when the teacher chose among the exercises. */
export const CHOSEN_FOLDER = 'choix'

/** The teacher's choices, kept when the screen is built again (the studio's language changed). */
let saved: PrepareState | null = null

export function preparePanel(library: Library): HTMLElement {
  const state: PrepareState = (saved ??= { scope: 'lesson', lesson: 1, level: 1, theme: '', lang: uiLang(), paper: 'a4', versions: 1, unticked: new Set(), generated: [] })

  const selection = (): Selection => ({
    ...(state.scope === 'lesson' ? { lesson: state.lesson } : {}),
    ...(state.scope !== 'kit' && state.level !== 0 ? { level: state.level } : {}),
    ...(state.scope === 'theme' && state.theme !== '' ? { theme: state.theme } : {}),
  })
  const bankCandidates = (): CheckedExercise[] => {
    const chosen = selection()
    return library.exercises((facts) => selects(library, chosen, facts)).exercises
  }
  // The bank's and the generated ones, in the order the command line reads a folder of them (by file name).
  const candidates = (): CheckedExercise[] => [...bankCandidates(), ...state.generated.map((entry) => entry.exercise)].sort(byFileName)
  const chosenExercises = (): { exercises: CheckedExercise[]; folder: string | null } => {
    const all = candidates()
    const kept = all.filter((exercise) => !state.unticked.has(exercise.file))
    return { exercises: kept, folder: kept.length === all.length && state.generated.length === 0 ? null : CHOSEN_FOLDER }
  }
  const documentNow = async () => {
    const { exercises, folder } = chosenExercises()
    return lessonDocument(library, { lang: state.lang, paper: state.paper, selection: selection(), versions: state.versions }, exercises, folder)
  }
  const pagesBox = el('div', {})
  const panel = pdfPanel(documentNow, t('tab.prepare'), pagesBox)

  const choices = el('div', { class: 'choices' })
  const list = el('div', { class: 'exercise-list', 'aria-live': 'polite' })
  const summary = el('p', { class: 'summary', role: 'status' })

  const update = (changed: Partial<PrepareState>) => {
    const reselect = 'scope' in changed || 'lesson' in changed || 'level' in changed || 'theme' in changed
    Object.assign(state, changed)
    if (reselect) {
      state.unticked.clear()
      state.generated = []
    }
    keepFocus(choices, renderChoices)
    if (reselect) renderGenerator()
    if (reselect || 'lang' in changed) renderList()
    else renderSummary()
    void panel.refresh()
  }

  const renderChoices = () => {
    const lessonOptions = library.lessons.map((lesson) => [String(lesson.number), `${lesson.number}. ${lesson.title[uiLang()]}`] as const)
    const levelOptions: (readonly [string, string])[] = [
      ['0', t('prepare.allLevels')],
      ['1', '1'],
      ['2', '2'],
      ['3', '3'],
    ]
    const themeOptions: (readonly [string, string])[] = [['', t('prepare.anyTheme')], ...THEMES.map((theme) => [theme, themeName(theme)] as const)]
    fill(
      choices,
      el(
        'fieldset',
        { class: 'radios' },
        el('legend', {}, t('prepare.what')),
        ...(
          [
            ['lesson', t('prepare.oneLesson')],
            ['theme', t('prepare.byTheme')],
            ['kit', t('prepare.wholeKit')],
          ] as const
        ).map(([value, text]) => el('label', {}, el('input', { type: 'radio', name: 'scope', value, checked: state.scope === value, on: { change: () => update({ scope: value }) } }), ' ', text)),
      ),
      state.scope === 'lesson'
        ? field(
            t('prepare.lesson'),
            select(lessonOptions, String(state.lesson), (value) => update({ lesson: Number(value) })),
          )
        : null,
      state.scope === 'theme'
        ? field(
            t('common.theme'),
            select(themeOptions, state.theme, (value) => update({ theme: value as Theme | '' })),
          )
        : null,
      state.scope !== 'kit'
        ? field(
            t('common.level'),
            select(levelOptions, String(state.level), (value) => update({ level: Number(value) as Level | 0 })),
          )
        : null,
      el(
        'div',
        { class: 'row' },
        field(
          t('common.lang'),
          select(LANGUAGE_CHOICES, state.lang, (value) => update({ lang: value })),
        ),
        field(
          t('common.paper'),
          select(paperChoices(), state.paper, (value) => update({ paper: value })),
        ),
      ),
      field(
        t('prepare.versions'),
        select(ONE_TO_THREE, String(state.versions) as '1', (value) => update({ versions: Number(value) })),
        t('prepare.versionsHelp'),
      ),
    )
  }

  const renderSummary = () => {
    const { exercises, folder } = chosenExercises()
    const commands = [...new Set(state.generated.map((entry) => entry.command))]
    fill(
      summary,
      el('strong', {}, t('prepare.chosen', { count: exercises.length })),
      folder ? el('span', { class: 'help' }, ` ${t('prepare.folderNote', { folder: `${CHOSEN_FOLDER}/` })}`) : '',
      ...commands.map((command) => el('code', { class: 'command generate-command' }, command)),
    )
    showDownloadFolder()
  }

  // Exercises made by the engine for the choice: a theme the selection prints, a level, a count, a seed.
  const generator = el('div', { class: 'generator' })
  const generateStatus = el('p', { class: 'status', role: 'status', 'aria-live': 'polite' })
  const themesNow = (): Theme[] => {
    const level = state.level === 0 ? null : state.level
    if (state.scope === 'theme' && state.theme !== '') return [state.theme]
    if (state.scope === 'lesson') {
      const lesson = library.lessons[state.lesson - 1]!
      return lesson.themes.filter((entry) => level === null || entry.levels.includes(level)).map((entry) => entry.theme)
    }
    return [...THEMES]
  }
  // The teacher's choice as one .zip: the folder the command is told to read, exactly the files the
  // PDF used (the bank's kept ones and the engine's), and the note with the command (issue 26).
  const downloadFolder = el('button', { type: 'button', class: 'download-folder', hidden: true, on: { click: () => void zipChoice() } })
  const zipChoice = async () => {
    const { exercises, folder } = chosenExercises()
    const document = await documentNow()
    if (!folder || !document) return
    const files = exercises.map((exercise) => {
      const text = library.fileOf(exercise)?.text ?? state.generated.find((entry) => entry.exercise === exercise)?.text
      if (text === undefined) throw new Error(`${exercise.file}: no text to put in the folder`)
      return { name: baseName(exercise.file), text }
    })
    const lang = uiLang()
    const generatedFrom = [...new Set(state.generated.map((entry) => entry.command))]
    const note = [
      tPlain('prepare.noteTitle', { count: files.length, folder: `${folder}/` }),
      '',
      tPlain('prepare.noteSteps', { folder: `${folder}/` }),
      '',
      `    ${document.command}`,
      '',
      tPlain('prepare.noteOut', { file: document.fileName }),
      ...(generatedFrom.length > 0 ? ['', tPlain('prepare.noteGenerated'), '', ...generatedFrom.map((command) => `    ${command}`)] : []),
      '',
    ].join('\n')
    download(folderZip(folder, files, { name: noteName(lang), text: note }), document.fileName.replace(/\.pdf$/, `-${folder}.zip`), 'application/zip')
  }
  const showDownloadFolder = () => {
    const { exercises, folder } = chosenExercises()
    downloadFolder.hidden = folder === null
    downloadFolder.textContent = t('prepare.downloadFolder', { folder: `${CHOSEN_FOLDER}/`, count: exercises.length })
  }
  const renderGenerator = () => {
    showDownloadFolder()
    const themes = themesNow()
    let theme: Theme = themes[0] ?? 'sowing'
    let level: Level = state.level === 0 ? 1 : state.level
    const count = el('input', { type: 'number', min: 1, max: 20, value: 3 })
    const seed = el('input', { type: 'text', value: '1', size: 10 })
    const add = el('button', { type: 'button', on: { click: () => void generate() } }, t('prepare.add'))
    const generate = async () => {
      const n = Math.max(1, Math.min(20, Math.floor(Number(count.value)) || 1))
      const word = seed.value.trim() || '1'
      add.disabled = true
      generateStatus.textContent = t('prepare.generating')
      await nextFrame()
      const made: Generated[] = []
      const command = `awale-kit generate --theme ${theme} --level ${level} --count ${n} --seed ${/^[\w-]+$/.test(word) ? word : JSON.stringify(word)} --out ${CHOSEN_FOLDER}`
      await generateExercises({ theme, level, count: n, seed: word, variant: DEFAULT_VARIANT, schemaPath: '../templates/exercise.schema.json' }, async (exercise) => {
        const file = `${CHOSEN_FOLDER}/${exercise.fileName}`
        const parsed = parseExerciseText(exercise.text, file)
        if (!parsed.exercise) throw new Error(`${file}: ${parsed.problems.map((problem) => problem.message).join('; ')}`)
        made.push({ fileName: exercise.fileName, text: exercise.text, exercise: parsed.exercise, command })
      })
      const known = new Set(state.generated.map((entry) => entry.fileName))
      state.generated = [...state.generated, ...made.filter((entry) => !known.has(entry.fileName))]
      add.disabled = false
      generateStatus.textContent = t('prepare.generated', { made: made.length })
      showDownloadFolder()
      renderList()
      void panel.refresh()
    }
    fill(
      generator,
      el(
        'details',
        {},
        el('summary', {}, t('prepare.generate')),
        el('p', { class: 'help' }, t('prepare.generateHelp')),
        field(
          t('common.theme'),
          select(
            themes.map((name) => [name, themeName(name)] as const),
            theme,
            (value) => (theme = value),
          ),
        ),
        el(
          'div',
          { class: 'row' },
          state.level === 0
            ? field(
                t('common.level'),
                select(ONE_TO_THREE, String(level) as '1', (value) => (level = Number(value) as Level)),
              )
            : null,
          field(t('prepare.count'), count),
          field(t('prepare.seed'), seed),
        ),
        add,
        generateStatus,
      ),
    )
  }

  const renderList = () => {
    const lang = state.lang
    const sheets = planSheets(library.lessons, candidates(), selection())
    if (sheets.length === 0) {
      fill(list, el('p', {}, t('prepare.none')))
      renderSummary()
      return
    }
    fill(
      list,
      ...sheets.map((sheet) =>
        el(
          'section',
          { class: 'sheet' },
          el('h3', {}, sheet.lesson ? t('prepare.sheet', { number: sheet.lesson.number, title: sheet.lesson.title[uiLang()], level: sheet.level }) : t('prepare.annex', { level: sheet.level })),
          sheet.lesson ? el('p', { class: 'objective' }, t('prepare.objective', { text: sheet.lesson.objective[uiLang()] })) : null,
          el(
            'ul',
            { class: 'exercises' },
            ...sheet.exercises.map((exercise) => {
              const box = el('input', {
                type: 'checkbox',
                checked: !state.unticked.has(exercise.file),
                'aria-label': t('prepare.tick', { id: exercise.id }),
                dataset: { file: exercise.file },
                on: {
                  change: () => {
                    if (box.checked) state.unticked.delete(exercise.file)
                    else state.unticked.add(exercise.file)
                    item.classList.toggle('unticked', !box.checked)
                    update({})
                  },
                },
              })
              const diagram = el('div', { class: 'diagram' })
              const item = el(
                'li',
                { class: state.unticked.has(exercise.file) ? 'exercise unticked' : 'exercise' },
                el('label', { class: 'tick' }, box, ' ', el('strong', {}, exercise.id), ' · ', exercise.title[lang]),
                exercise.file.startsWith(`${CHOSEN_FOLDER}/`) ? el('p', { class: 'tag' }, t('prepare.generatedTag')) : null,
                el('p', { class: 'question' }, exercise.question[lang]),
                diagram,
              )
              drawBoard(diagram, positionView(exercise.start, null, { bottom: exercise.start.turn }), { lang, printWidthMm: 90 })
              return item
            }),
          ),
        ),
      ),
    )
    renderSummary()
  }

  renderChoices()
  renderGenerator()
  renderList()
  return el(
    'div',
    { class: 'prepare' },
    el('div', { class: 'column controls' }, el('h2', {}, t('tab.prepare')), choices, summary, downloadFolder, panel.element, generator),
    el('div', { class: 'column' }, pagesBox, el('h2', {}, t('prepare.exercises')), list),
  )
}
