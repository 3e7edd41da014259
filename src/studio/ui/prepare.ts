/**
 * Prepare a lesson: a lesson of the progression (or a theme and a level, or the whole kit), its
 * exercises as they will print (ticked or not), the language, paper and versions; the PDF is put
 * together as `awale-kit build` does with the same choices (core/documents.ts), the same bytes.
 */
import type { CheckedExercise, Theme } from '../../exercise/index.js'
import { THEMES } from '../../exercise/index.js'
import type { Level } from '../../lessons/lessons.js'
import type { Paper } from '../../pdf/paper.js'
import { planSheets } from '../../pdf/sheets.js'
import type { Selection } from '../../pdf/sheets.js'
import { positionView } from '../../render/adapt.js'
import type { Lang } from '../../pdf/typography.js'
import type { Library } from '../core/library.js'
import { lessonDocument, selects } from '../core/documents.js'
import { drawBoard } from './board.js'
import { el, field, fill, select } from './dom.js'
import { pdfPanel } from './pdf-panel.js'
import { t, themeName, uiLang } from './strings.js'

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
}

/** The folder the command line is told to read when the teacher chose among the exercises. */
export const CHOSEN_FOLDER = 'choix'

export function preparePanel(library: Library): HTMLElement {
  const state: PrepareState = { scope: 'lesson', lesson: 1, level: 1, theme: '', lang: uiLang(), paper: 'a4', versions: 1, unticked: new Set() }

  const selection = (): Selection => ({
    ...(state.scope === 'lesson' ? { lesson: state.lesson } : {}),
    ...(state.scope !== 'kit' && state.level !== 0 ? { level: state.level } : {}),
    ...(state.scope === 'theme' && state.theme !== '' ? { theme: state.theme } : {}),
  })
  const candidates = (): CheckedExercise[] => {
    const chosen = selection()
    return library.exercises((facts) => selects(library, chosen, facts)).exercises
  }
  const chosenExercises = (): { exercises: CheckedExercise[]; folder: string | null } => {
    const all = candidates()
    const kept = all.filter((exercise) => !state.unticked.has(exercise.file))
    return { exercises: kept, folder: kept.length === all.length ? null : CHOSEN_FOLDER }
  }
  const documentNow = async () => {
    const { exercises, folder } = chosenExercises()
    return lessonDocument(library, { lang: state.lang, paper: state.paper, selection: selection(), versions: state.versions }, exercises, folder)
  }
  const panel = pdfPanel(documentNow, t('tab.prepare'))

  const choices = el('div', { class: 'choices' })
  const list = el('div', { class: 'exercise-list', 'aria-live': 'polite' })
  const summary = el('p', { class: 'summary', role: 'status' })

  const update = (changed: Partial<PrepareState>) => {
    const reselect = 'scope' in changed || 'lesson' in changed || 'level' in changed || 'theme' in changed
    Object.assign(state, changed)
    if (reselect) state.unticked.clear()
    renderChoices()
    if (reselect || 'lang' in changed) renderList()
    else renderSummary()
    void panel.refresh()
  }

  const renderChoices = () => {
    const lessonOptions = library.lessons.map((lesson) => [String(lesson.number), `${lesson.number}. ${lesson.title[uiLang()]}`] as const)
    const levelOptions: (readonly [string, string])[] = [['0', t('prepare.allLevels')], ['1', '1'], ['2', '2'], ['3', '3']]
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
      state.scope === 'lesson' ? field(t('prepare.lesson'), select(lessonOptions, String(state.lesson), (value) => update({ lesson: Number(value) }))) : null,
      state.scope === 'theme' ? field(t('common.theme'), select(themeOptions, state.theme, (value) => update({ theme: value as Theme | '' }))) : null,
      state.scope !== 'kit' ? field(t('common.level'), select(levelOptions, String(state.level), (value) => update({ level: Number(value) as Level | 0 }))) : null,
      field(
        t('common.lang'),
        select(
          [
            ['fr', 'Français'],
            ['en', 'English'],
          ] as const,
          state.lang,
          (value) => update({ lang: value }),
        ),
      ),
      field(
        t('common.paper'),
        select(
          [
            ['a4', t('paper.a4')],
            ['letter', t('paper.letter')],
            ['a3', t('paper.a3')],
          ] as const,
          state.paper,
          (value) => update({ paper: value }),
        ),
      ),
      field(
        t('prepare.versions'),
        select(
          [
            ['1', '1'],
            ['2', '2'],
            ['3', '3'],
          ] as const,
          String(state.versions) as '1',
          (value) => update({ versions: Number(value) }),
        ),
        t('prepare.versionsHelp'),
      ),
    )
  }

  const renderSummary = () => {
    const { exercises, folder } = chosenExercises()
    fill(summary, t('prepare.chosen', { count: exercises.length }), folder ? ` ${t('prepare.folderNote', { folder: `${CHOSEN_FOLDER}/` })}` : '')
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
  renderList()
  return el(
    'div',
    { class: 'prepare' },
    el('div', { class: 'column controls' }, el('h2', {}, t('tab.prepare')), choices, summary, panel.element),
    el('div', { class: 'column' }, el('h2', {}, t('prepare.exercises')), list),
  )
}
