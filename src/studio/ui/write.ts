/**
 * Write an exercise: a board to click (add, remove, play), the task and the question; the engine's
 * answer drawn at once, and under it the mistakes the answer key names (each drawn as the mistake
 * plays it on « voir l'erreur »); the file whose claims are the engine's (core/editor.ts), checked
 * live as `awale-kit check` checks it; download, copy, or open a file (picked or dropped on the page).
 */
import type { Hole, MoveReport } from '../../engine/index.js'
import { HOLES, play, playSequence, startGame } from '../../engine/index.js'
import type { Bilingual, CheckedExercise, Task, Theme } from '../../exercise/index.js'
import { MAX_FILE_BYTES, TASKS, THEMES, codeSentence, isProblemCode, problemText } from '../../exercise/index.js'
import type { MistakeId } from '../../mistakes/index.js'
import { mistakeEntries, mistakeLines } from '../../pdf/mistake-lines.js'
import { kitStrings } from '../../pdf/strings.js'
import { typeset } from '../../pdf/typography.js'
import { answerView, legalView, mistakeView, positionView } from '../../render/adapt.js'
import type { BoardView } from '../../render/view.js'
import type { EditorState, Level } from '../core/editor.js'
import { EMPTY_STATE, analyse, applyNotation, checkFile, defaultExplanation, defaultQuestion, defaultTitle, exerciseFile, fileNameOf, notationOf, stateFromText } from '../core/editor.js'
import { drawBoard } from './board.js'
import { download, el, field, fill, readGivenFile, select } from './dom.js'
import { moveFrames, showProjector } from './projector.js'
import { ONE_TO_THREE, refusalText, t, themeName, uiLang } from './strings.js'

type Mode = 'add' | 'remove' | 'play'

const START: readonly number[] = Array.from({ length: 12 }, () => 4)

/** The exercise being written, kept when the screen is built again (the studio's language changed). */
let saved: { state: EditorState; mode: Mode; ownText: string | null } = {
  // A first example on the board (F captures in G), for the teacher to change.
  state: { ...EMPTY_STATE, board: [0, 0, 0, 0, 2, 1, 1, 2, 0, 0, 0, 0], moves: ['F'] },
  mode: 'add',
  ownText: null,
}

export function writePanel(): { element: HTMLElement; open(text: string, name: string): void; openFile(file: File): Promise<void> } {
  let state: EditorState = saved.state
  let mode: Mode = saved.mode
  /** The file's text: the engine's (null) or the teacher's own (typed, or a file opened). */
  let ownText: string | null = saved.ownText
  let clickedAt: number | null = null

  const boardBox = el('div', { class: 'editor-board' })
  const answerBox = el('div', { class: 'answer-board', 'aria-live': 'polite' })
  const answerNote = el('p', { class: 'answer-note' })
  const mistakesBox = el('div', { class: 'mistakes' })
  /** The mistake drawn under the list (« voir l'erreur »), while the exercise still reveals it. */
  let shownMistake: MistakeId | null = null
  const movesBox = el('div', { class: 'moves' })
  const settings = el('div', { class: 'settings' })
  const texts = el('div', { class: 'texts' })
  const problemsBox = el('div', { class: 'problems', role: 'status', 'aria-live': 'polite' })
  const fileArea = el('textarea', { class: 'file', rows: 22, spellcheck: false, 'aria-describedby': 'file-help', on: { input: () => fileEdited() } })
  const fileStatus = el('p', { class: 'status', role: 'status', 'aria-live': 'polite' })
  const notation = el('input', { type: 'text', class: 'notation', size: 34, on: { keydown: (event: KeyboardEvent) => event.key === 'Enter' && applyTyped() } })
  const notationProblem = el('p', { class: 'problem', role: 'alert' })
  /** Said over the board when the file in the text box is not the board shown (it cannot be read). */
  const boardNote = el('p', { class: 'board-note', role: 'status', 'aria-live': 'polite' })

  const set = (changed: Partial<EditorState>, keepText = false) => {
    state = { ...state, ...changed }
    if (!keepText) ownText = null
    render()
  }

  const holeCount = (index: number) => state.board[index] ?? 0
  const withCount = (index: number, count: number) => {
    const board = [...state.board]
    board[index] = Math.max(0, Math.min(48, count))
    set({ board, moves: [] })
  }
  const playHole = (index: number) => {
    const analysis = analyse(state)
    const hole = HOLES[index]!
    if (!analysis.next.includes(hole)) {
      // Said why, in the engine's reason: a click that does nothing teaches nothing.
      const now = analysis.now
      const tried = now ? play(now, hole) : null
      const reason = analysis.outcome ? 'GAME_OVER' : tried && !tried.ok ? tried.error.reason : null
      notationProblem.textContent = now && reason ? refusalText(now, hole, reason) : ''
      return
    }
    notationProblem.textContent = ''
    clickedAt = performance.now()
    set({ moves: [...state.moves, hole], task: state.task === 'legal' || state.task === 'best' ? 'play' : state.task })
  }

  const applyTyped = () => {
    const result = applyNotation(state, notation.value)
    if (typeof result === 'string') {
      notationProblem.textContent = t('write.notationProblem', { text: result })
      return
    }
    notationProblem.textContent = ''
    state = result
    ownText = null
    render()
  }

  const fileEdited = () => {
    ownText = fileArea.value
    saved = { state, mode, ownText }
    showProblems()
  }

  const showProblems = () => {
    const text = ownText ?? fileArea.value
    if (text.trim() === '') {
      fill(problemsBox)
      problemsBox.dataset.count = '0'
      renderMistakes(null)
      return
    }
    const { problems, exercise } = checkFile(text, fileNameOf(state))
    // The key's mistakes are those of a file check accepts: a claim the engine disputes has none yet.
    renderMistakes(problems.length === 0 ? exercise : null)
    problemsBox.dataset.count = String(problems.length)
    // The position does not show its theme: the themes it does show, to choose from.
    const themeProblem = ownText === null && problems.some((problem) => problem.code === 'THEME_NOT_SHOWN')
    const fitting = themeProblem
      ? THEMES.filter((theme) => {
          const candidate = exerciseFile({ ...state, theme })
          return candidate !== null && checkFile(candidate, fileNameOf(state)).problems.length === 0
        })
      : []
    const suggestion =
      fitting.length > 0
        ? el(
            'p',
            { class: 'suggestion' },
            t('write.themesThatFit'),
            ' ',
            ...fitting.map((theme) => el('button', { type: 'button', class: 'theme-choice', dataset: { theme }, on: { click: () => set({ theme }) } }, themeName(theme))),
          )
        : null
    if (problems.length === 0) fill(problemsBox, el('p', { class: 'ok' }, '✓ ', t('write.ok')))
    else
      fill(
        problemsBox,
        el('p', { class: 'bad' }, t('write.problems', { count: problems.length })),
        el(
          'ul',
          {},
          ...problems.map((problem) =>
            el(
              'li',
              { dataset: { where: `${problem.line}:${problem.column} ${problem.code}` } },
              // The place in the file: a click puts the cursor there.
              el('button', { type: 'button', class: 'link', on: { click: () => showPlace(problem.line, problem.column) } }, t('write.at', { line: problem.line, column: problem.column })),
              ' ',
              typeset(problemText(problem, uiLang()), uiLang()),
              ' ',
              // The code last, in brackets, for whoever searches it.
              el('code', {}, `[${problem.code}]`),
            ),
          ),
        ),
        suggestion,
      )
  }

  /**
   * The answer key's lines of mistakes for the exercise (src/pdf/mistake-lines.ts, the key's own
   * words), each mistake with a button that draws its move as the mistake plays it, marked wrong.
   */
  const renderMistakes = (exercise: CheckedExercise | null) => {
    const lang = uiLang()
    if (!exercise) {
      fill(mistakesBox)
      return
    }
    const strings = kitStrings(lang)
    const entries = mistakeEntries(exercise, lang)
    const lines = mistakeLines(strings, exercise, lang)
    const did = (id: MistakeId) => strings.text(`mistakes.${id}.did`)
    if (!entries.some((entry) => entry.mistakes.includes(shownMistake!))) shownMistake = null
    const drawn = el('div', { class: 'mistake-shown', 'aria-live': 'polite' })
    const buttons: HTMLButtonElement[] = []
    const show = (id: MistakeId | null) => {
      shownMistake = id
      for (const button of buttons) {
        const pressed = button.dataset.mistake === id
        button.setAttribute('aria-pressed', String(pressed))
        // Two mistakes giving the same answers: each button says which it draws.
        const shared = button.dataset.shared === 'true'
        const said = { did: did(button.dataset.mistake as MistakeId) }
        button.textContent = pressed ? t('write.hideMistake') : shared ? t('write.showMistakeLabel', said) : t('write.showMistake')
      }
      const view = id === null ? null : mistakeBoard(exercise, id)
      if (id === null || view === null) {
        fill(drawn)
        return
      }
      const board = el('div', { class: 'board-box' })
      fill(drawn, el('figure', { class: 'mistake-board', dataset: { mistake: id } }, el('figcaption', { class: 'mistake-title' }, '✗ ', t('write.mistakeTitle', { did: did(id) })), board))
      drawBoard(board, view, { lang, printWidthMm: 120 })
    }
    fill(
      mistakesBox,
      el('h3', {}, t('write.mistakes')),
      entries.length === 0
        ? el('p', { class: 'help' }, t('write.mistakesNone'))
        : el(
            'ul',
            {},
            ...entries.map((entry, index) =>
              el(
                'li',
                { dataset: { mistakes: entry.mistakes.join(' ') } },
                el('span', { class: 'mistake-line' }, lines[index]!),
                ...entry.mistakes.flatMap((id) => {
                  if (mistakeBoard(exercise, id) === null) return []
                  const button = el(
                    'button',
                    {
                      type: 'button',
                      class: 'see-mistake',
                      dataset: { mistake: id, shared: String(entry.mistakes.length > 1) },
                      'aria-pressed': 'false',
                      'aria-label': t('write.showMistakeLabel', { did: did(id) }),
                      on: { click: () => show(shownMistake === id ? null : id) },
                    },
                    t('write.showMistake'),
                  )
                  buttons.push(button)
                  return [' ', button]
                }),
              ),
            ),
          ),
      drawn,
    )
    show(shownMistake)
  }

  const showPlace = (line: number, column: number) => {
    const lines = fileArea.value.split('\n')
    const offset = lines.slice(0, line - 1).reduce((sum, text) => sum + text.length + 1, 0) + column - 1
    fileArea.focus()
    fileArea.setSelectionRange(offset, Math.min(fileArea.value.length, offset + Math.max(1, (lines[line - 1]?.length ?? 0) - column + 1)))
    // Scroll the text to the line: its share of the whole text's height.
    fileArea.scrollTop = Math.max(0, ((line - 3) / Math.max(1, lines.length)) * fileArea.scrollHeight)
  }

  const renderBoard = () => {
    const analysis = analyse(state)
    const playing = mode === 'play'
    // The board the teacher edits is the start; in play mode, the position after the moves played.
    const played = playing && state.moves.length > 0 && analysis.position ? playSequence(startGame(analysis.position), state.moves) : null
    const shown = played && played.ok ? played.value.game.position : analysis.position
    const view = positionView(shown ?? { board: state.board, stores: state.stores, turn: state.toMove }, null, { bottom: 'south' })
    drawBoard(boardBox, view, {
      lang: uiLang(),
      printWidthMm: 150,
      label: t('write.board'),
      actions: {
        primary: (index) => (mode === 'add' ? withCount(index, holeCount(index) + 1) : mode === 'remove' ? withCount(index, holeCount(index) - 1) : playHole(index)),
        secondary: (index) => (playing ? undefined : withCount(index, holeCount(index) - 1)),
        add: playing ? undefined : (index) => withCount(index, holeCount(index) + 1),
        remove: playing ? undefined : (index) => withCount(index, holeCount(index) - 1),
        set: playing ? undefined : (index, count) => withCount(index, count),
        label: (index) => (playing ? t('hole.labelPlay', { hole: HOLES[index]!, count: shown?.board[index] ?? 0 }) : t('hole.label', { hole: HOLES[index]!, count: holeCount(index) })),
      },
    })
  }

  /** The move the answer shows: the last one played, or for a best-move task the engine's best move. */
  const shownReport = (analysis: ReturnType<typeof analyse>): MoveReport | null => {
    if (state.task === 'best') {
      if (!analysis.best || !analysis.position) return null
      const best = playSequence(startGame(analysis.position), [analysis.best.moves[0]!])
      return best.ok ? best.value.reports[0]! : null
    }
    return state.task === 'legal' ? null : (analysis.reports.at(-1) ?? null)
  }

  const renderAnswer = () => {
    const analysis = analyse(state)
    const lang = uiLang()
    answerBox.dataset.state = 'none'
    if (!analysis.position) {
      fill(answerBox)
      // In the page's language: each problem's sentence (its details are the engine's English).
      const said =
        lang === 'en' ? analysis.positionProblems : analysis.positionCodes.map((code, i) => (isProblemCode(code) ? lowerFirst(typeset(codeSentence(code, lang), lang)) : analysis.positionProblems[i]!))
      answerNote.textContent = t('write.positionProblem', { text: said.join(' ') })
      return
    }
    if (analysis.moveProblem) {
      fill(answerBox)
      answerNote.textContent = t('write.moveProblem', { index: analysis.moveProblem.index + 1, text: analysis.moveProblem.message })
      return
    }
    const report = shownReport(analysis)
    if (state.task === 'legal') {
      drawBoard(answerBox, legalView(analysis.position), { lang, printWidthMm: 120 })
      answerBox.dataset.state = 'legal'
      answerNote.textContent = ''
    } else if (report) {
      drawBoard(answerBox, answerView(report), { lang, printWidthMm: 120 })
      answerBox.dataset.state = 'answer'
      answerBox.dataset.move = report.move
      answerBox.dataset.last = report.last
      answerBox.dataset.captured = String(report.captured)
      answerNote.textContent = ''
    } else {
      fill(answerBox)
      answerNote.textContent = t('write.answerNone')
    }
    if (clickedAt !== null) {
      answerBox.dataset.ms = (performance.now() - clickedAt).toFixed(1)
      clickedAt = null
    }
  }

  const renderMoves = () => {
    const analysis = analyse(state)
    const canPlay = state.task === 'play' || state.task === 'end'
    const report = analysis.position && !analysis.moveProblem ? shownReport(analysis) : null
    const projectButton = el('button', { type: 'button', disabled: !report, on: { click: () => report && showProjector(moveFrames(report), projectButton) } }, t('common.project'))
    fill(
      movesBox,
      el('h3', {}, t('write.moves')),
      canPlay ? el('p', { class: 'move-list', dataset: { moves: state.moves.join(' ') } }, state.moves.length > 0 ? state.moves.join(' · ') : t('write.noMove')) : null,
      canPlay && analysis.position && !analysis.moveProblem ? el('p', {}, analysis.outcome ? t('write.gameOver') : t('write.legalNow', { moves: analysis.next.join(', ') || '—' })) : null,
      el(
        'div',
        { class: 'buttons' },
        el('button', { type: 'button', disabled: state.moves.length === 0, on: { click: () => set({ moves: state.moves.slice(0, -1) }) } }, '↶ ', t('write.undo')),
        projectButton,
      ),
    )
  }

  const renderSettings = () => {
    const modeButtons = (
      [
        ['add', '+ ', t('write.modeAdd')],
        ['remove', '− ', t('write.modeRemove')],
        ['play', '▶ ', t('write.modePlay')],
      ] as const
    ).map(([value, sign, text]) =>
      el(
        'button',
        {
          type: 'button',
          class: mode === value ? 'mode active' : 'mode',
          'aria-pressed': mode === value ? 'true' : 'false',
          dataset: { mode: value },
          on: {
            click: () => {
              mode = value
              if (value === 'play' && state.task !== 'play' && state.task !== 'end') state = { ...state, task: 'play' }
              render()
            },
          },
        },
        sign,
        text,
      ),
    )
    const storeInput = (side: 'south' | 'north') =>
      el('input', {
        type: 'number',
        min: 0,
        max: 48,
        value: state.stores[side],
        on: { change: (event: Event) => set({ stores: { ...state.stores, [side]: Math.max(0, Number((event.target as HTMLInputElement).value) || 0) }, moves: [] }) },
      })
    const criterionValue = state.criterion === 'capture' ? 'capture' : String(state.criterion.plies)
    notation.value = notationOf(state)
    fill(
      settings,
      el('div', { class: 'modes', role: 'group', 'aria-label': t('write.mode') }, el('span', { class: 'label' }, t('write.mode')), ...modeButtons),
      el(
        'div',
        { class: 'buttons' },
        el('button', { type: 'button', on: { click: () => set({ board: [...EMPTY_STATE.board], stores: { south: 0, north: 0 }, moves: [] }) } }, t('write.clear')),
        el('button', { type: 'button', on: { click: () => set({ board: [...START], stores: { south: 0, north: 0 }, toMove: 'south', moves: [] }) } }, t('write.start')),
      ),
      el(
        'fieldset',
        { class: 'radios' },
        el('legend', {}, t('write.toMove')),
        ...(['south', 'north'] as const).map((side) =>
          el(
            'label',
            {},
            el('input', { type: 'radio', name: 'to-move', value: side, checked: state.toMove === side, on: { change: () => set({ toMove: side, moves: [] }) } }),
            ' ',
            t(side === 'south' ? 'common.south' : 'common.north'),
          ),
        ),
      ),
      el('div', { class: 'row' }, field(t('write.storeSouth'), storeInput('south')), field(t('write.storeNorth'), storeInput('north'))),
      el('div', { class: 'row' }, field(t('write.notation'), notation, t('write.notationHelp')), el('button', { type: 'button', on: { click: applyTyped } }, t('write.apply'))),
      notationProblem,
      el(
        'label',
        { class: 'check' },
        el('input', { type: 'checkbox', checked: state.captureAll, on: { change: (event: Event) => set({ captureAll: (event.target as HTMLInputElement).checked }) } }),
        ' ',
        t('write.captureAll'),
      ),
      field(
        t('write.task'),
        select(
          TASKS.map((task) => [task, t(`task.${task}`)] as const),
          state.task,
          (task: Task) => set({ task }),
        ),
      ),
      state.task === 'best'
        ? field(
            t('write.criterion'),
            select(
              [
                ['capture', t('criterion.capture')],
                ['2', t('criterion.plies', { plies: 2 })],
                ['4', t('criterion.plies', { plies: 4 })],
                ['6', t('criterion.plies', { plies: 6 })],
              ] as const,
              criterionValue as 'capture',
              (value) => set({ criterion: value === 'capture' ? 'capture' : { plies: Number(value) } }),
            ),
          )
        : null,
      el(
        'div',
        { class: 'row' },
        field(
          t('common.theme'),
          select(
            THEMES.map((theme) => [theme, themeName(theme)] as const),
            state.theme,
            (theme: Theme) => set({ theme }),
          ),
        ),
        field(
          t('common.level'),
          select(ONE_TO_THREE, String(state.level) as '1', (value) => set({ level: Number(value) as Level })),
        ),
        field(t('write.id'), el('input', { type: 'text', value: state.id, size: 8, on: { change: (event: Event) => set({ id: (event.target as HTMLInputElement).value.trim() || EMPTY_STATE.id }) } })),
      ),
    )
  }

  const renderTexts = () => {
    const analysis = analyse(state)
    const defaults: Record<'title' | 'question' | 'explain', Bilingual> = { title: defaultTitle(state), question: defaultQuestion(state), explain: defaultExplanation(state, analysis) }
    const box = (key: 'title' | 'question' | 'explain', lang: 'fr' | 'en', rows: number) => {
      const current = state[key]
      const area = el('textarea', {
        rows,
        lang,
        value: (current ?? defaults[key])[lang],
        on: {
          change: () => {
            const base = state[key] ?? defaults[key]
            set({ [key]: { ...base, [lang]: area.value } } as Partial<EditorState>)
          },
        },
      })
      return field(`${t(`write.${key}`)} (${lang === 'fr' ? 'français' : 'English'})`, area)
    }
    fill(
      texts,
      el('h3', {}, t('write.texts')),
      el('div', { class: 'row' }, box('title', 'fr', 1), box('title', 'en', 1)),
      el('div', { class: 'row' }, box('question', 'fr', 3), box('question', 'en', 3)),
      el('div', { class: 'row' }, box('explain', 'fr', 4), box('explain', 'en', 4)),
      state.title || state.question || state.explain ? el('button', { type: 'button', on: { click: () => set({ title: null, question: null, explain: null }) } }, t('write.engineText')) : null,
    )
  }

  const renderFile = () => {
    if (ownText === null) fileArea.value = exerciseFile(state) ?? ''
    else if (fileArea.value !== ownText) fileArea.value = ownText
    showProblems()
  }

  const render = () => {
    saved = { state, mode, ownText }
    // The teacher's own text that cannot be read (bad YAML): the board and texts are not that file's.
    const unreadable = ownText !== null && ownText.trim() !== '' && unreadableFile(ownText)
    boardNote.textContent = unreadable ? t('write.fileNotShown') : ''
    boardBox.dataset.matches = unreadable ? 'false' : 'true'
    renderBoard()
    renderAnswer()
    renderMoves()
    renderSettings()
    renderTexts()
    renderFile()
  }

  const open = (text: string, name: string) => {
    // A file that cannot be read leaves an empty board, not the previous exercise's (render says why).
    const opened = unreadableFile(text) ? null : stateFromText(text)
    state = opened ?? { ...EMPTY_STATE, board: [...EMPTY_STATE.board], stores: { ...EMPTY_STATE.stores } }
    ownText = text
    mode = 'add'
    render()
    fileStatus.textContent = t('write.opened', { name })
  }

  /** A file picked or dropped: its size checked before it is read, decoded as the command line decodes. */
  const openFile = async (file: File) => {
    const read = await readGivenFile(file, MAX_FILE_BYTES)
    if (read.ok) open(read.text, file.name)
    else fileStatus.textContent = read.message
  }

  const picker = el('input', {
    type: 'file',
    accept: '.yaml,.yml,text/yaml',
    class: 'visually-hidden',
    id: 'open-yaml',
    on: {
      change: async () => {
        const file = picker.files?.[0]
        picker.value = ''
        if (file) await openFile(file)
      },
    },
  })

  render()
  const element = el(
    'div',
    { class: 'write' },
    el('div', { class: 'column' }, el('h2', {}, t('write.board')), el('p', { class: 'help', id: 'board-help' }, t('write.boardHelp')), boardNote, boardBox, settings),
    el('div', { class: 'column' }, el('h2', {}, t('write.answer')), answerBox, answerNote, mistakesBox, movesBox, texts),
    el(
      'div',
      { class: 'column' },
      el('h2', {}, t('write.file')),
      el('h3', {}, t('write.check')),
      problemsBox,
      el('label', { for: 'exercise-file', class: 'visually-hidden' }, t('write.file')),
      Object.assign(fileArea, { id: 'exercise-file' }),
      el('p', { class: 'help', id: 'file-help' }, t('write.fileHelp')),
      el(
        'div',
        { class: 'buttons' },
        el('button', { type: 'button', class: 'primary', on: { click: () => download(fileArea.value, fileNameOf(state), 'text/yaml') } }, t('write.downloadYaml')),
        el(
          'button',
          {
            type: 'button',
            on: {
              click: async () => {
                try {
                  await navigator.clipboard.writeText(fileArea.value)
                  fileStatus.textContent = t('write.copied')
                } catch {
                  fileArea.select()
                  fileStatus.textContent = t('write.copyByHand')
                }
              },
            },
          },
          t('write.copy'),
        ),
        el(
          'label',
          { class: 'button', for: 'open-yaml', tabindex: 0, role: 'button', on: { keydown: (event: KeyboardEvent) => (event.key === 'Enter' || event.key === ' ') && picker.click() } },
          t('write.open'),
        ),
        picker,
      ),
      fileStatus,
    ),
  )
  return { element, open, openFile }
}

/**
 * What « voir l'erreur » draws: the last move as the mistake plays it (its sowing, what it takes);
 * for a question of the holes that may be played, the holes the mistake calls playable. Null when
 * the mistake changes nothing a board shows.
 */
function mistakeBoard(exercise: CheckedExercise, id: MistakeId): BoardView | null {
  const diagnosis = exercise.mistakes.find((found) => found.id === id)
  if (!diagnosis) return null
  const move = diagnosis.moves[diagnosis.moves.length - 1]
  if (move) return mistakeView(move)
  const legal = exercise.answers.findIndex((answer) => answer.name === 'legal')
  const holes = legal < 0 ? null : diagnosis.answers[legal]
  if (!holes || holes.kind !== 'holes') return null
  const view = legalView(exercise.start)
  return { ...view, holes: view.holes.map((hole) => ({ ...hole, playable: holes.value.includes(hole.hole) })) }
}

/** After a colon, French starts the sentence in lower case. */
const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1)

/** A text the editor cannot read into a board: bad YAML, or not a list of fields. */
const unreadableFile = (text: string): boolean => stateFromText(text) === null || checkFile(text, 'file.yaml').problems.some((problem) => UNREADABLE.includes(problem.code))
const UNREADABLE = ['YAML_SYNTAX', 'NOT_A_MAPPING', 'DUPLICATE_KEY', 'BAD_KEY', 'ALIAS_BOMB']

export type { Hole }
