/**
 * Boards and class sheets: the real-size paper board, the rules poster, the class sections (guide,
 * record sheet, tournament, certificates…), each the PDF its command makes; and a game recorded move
 * by move on a board (the engine plays each move), saved as OGN as Aualé writes it and printed as
 * `awale-kit game` prints the file.
 */
import type { Hole, Position } from '../../engine/index.js'
import { DEFAULT_VARIANT, HOLES, fromSetup, isStandardStart, makeOgn, makeRecord, play, playSequence, startGame } from '../../engine/index.js'
import { ognMoveLetter } from '../../engine/ogn.js'
import { MAX_GAME_FILE_BYTES, readGameText } from '../../game/load.js'
import { CLASS_SECTIONS } from '../../kit/definition.js'
import type { SectionId } from '../../kit/definition.js'
import type { Paper } from '../../pdf/paper.js'
import type { Lang } from '../../pdf/typography.js'
import { kitStrings } from '../../pdf/strings.js'
import { classDocumentTitle } from '../../pdf/class-sections.js'
import { positionView } from '../../render/adapt.js'
import type { BoardSize } from '../../pdf/board-layout.js'
import type { Library } from '../core/library.js'
import { boardDocument, gameDocument, posterDocument, sectionDocument } from '../core/documents.js'
import { drawBoard } from './board.js'
import { download, el, field, fill, readGivenFile, select } from './dom.js'
import { pdfPanel } from './pdf-panel.js'
import { moveFrames, showProjector } from './projector.js'
import { LANGUAGE_CHOICES, paperChoices, refusalText, t, uiLang } from './strings.js'

const TAGS = ['South', 'North', 'Event', 'Site', 'Date', 'Round'] as const

const startPosition = (): Position => {
  const built = fromSetup({ board: HOLES.map(() => 4), stores: { south: 0, north: 0 }, turn: 'south' }, DEFAULT_VARIANT)
  if (!built.ok) throw new Error('the starting position cannot be built')
  return built.value
}

interface PlayChoices {
  lang: Lang
  paper: Paper
  size: BoardSize
  section: SectionId
  moves: Hole[]
  tags: Record<string, string>
  every: number
}
/** The choices and the game being recorded, kept when the screen is built again (the studio's language changed). */
let saved: PlayChoices | null = null

export function playPanel(library: Library): HTMLElement {
  const memory: PlayChoices = (saved ??= { lang: uiLang(), paper: 'a4', size: 'standard', section: 'guide', moves: [], tags: {}, every: 10 })
  let { lang, paper, size, section, moves, every } = memory
  const tags = memory.tags
  const remember = () => Object.assign(memory, { lang, paper, size, section, moves, every })

  const common = el('div', { class: 'choices' })
  const panels: { refresh(): Promise<void> }[] = []
  const refreshAll = () => {
    remember()
    panels.forEach((panel) => void panel.refresh())
  }

  const boardPanel = pdfPanel(() => boardDocument(library, lang, paper, size), t('play.board'))
  const posterPanel = pdfPanel(() => posterDocument(library, lang, paper === 'a3' ? 'a3' : 'a4'), t('play.poster'))
  const sectionPanel = pdfPanel(() => sectionDocument(library, section, lang, paper), t('play.sections'))
  const gameFile = () => `${(tags.South || 'partie').replace(/[^\p{L}\p{N}_-]+/gu, '-')}-${(tags.North || 'game').replace(/[^\p{L}\p{N}_-]+/gu, '-')}.ogn`
  const ognText = (): string | null => {
    const record = makeRecord(startPosition(), moves, Object.fromEntries(Object.entries(tags).filter(([, value]) => value.trim() !== '')))
    return record.ok ? makeOgn(record.value) : null
  }
  const gamePanel = pdfPanel(() => {
    const text = ognText()
    if (!text || moves.length === 0) return null
    const loaded = readGameText(text, gameFile())
    return loaded.game ? gameDocument(library, loaded.game, lang, paper, every) : null
  }, t('play.gameSheet'))
  panels.push(boardPanel, posterPanel, sectionPanel, gamePanel)

  const renderCommon = () =>
    fill(
      common,
      field(
        t('common.lang'),
        select(LANGUAGE_CHOICES, lang, (value) => {
          lang = value
          refreshAll()
        }),
      ),
      field(
        t('common.paper'),
        select(paperChoices(), paper, (value) => {
          paper = value
          refreshAll()
        }),
        t('play.paperHelp'),
      ),
    )

  const sectionNames = (): (readonly [SectionId, string])[] => {
    const strings = kitStrings(uiLang())
    return CLASS_SECTIONS.map((id) => [id, classDocumentTitle(strings, id)] as const)
  }

  // The game: a board to click, the moves, the tags.
  const gameBoard = el('div', { class: 'game-board' })
  const gameMoves = el('div', { class: 'game-moves', 'aria-live': 'polite' })
  /** Why the hole just clicked cannot be played: the engine's reason, in the page's words. */
  const refusal = el('p', { class: 'problem refusal', role: 'alert' })
  const renderGame = () => {
    remember()
    const played = playSequence(startGame(startPosition()), moves)
    if (!played.ok) throw new Error(`a recorded move cannot be played: ${played.error.message}`)
    const game = played.value.game
    const position = game.position
    drawBoard(gameBoard, positionView(position, game.outcome, { bottom: 'south' }), {
      lang: uiLang(),
      printWidthMm: 150,
      label: t('play.game'),
      actions: {
        // Every hole answers a click: a move the engine refuses is said why, and not played.
        primary: (index) => {
          // A game over by repetition or the move limit (game.ts) has a position that could still be played.
          const tried = play(position, HOLES[index]!)
          const reason = game.outcome ? 'GAME_OVER' : tried.ok ? null : tried.error.reason
          if (reason) {
            refusal.textContent = refusalText(position, HOLES[index]!, reason)
            refusal.dataset.reason = reason
            return
          }
          moves = [...moves, HOLES[index]!]
          renderGame()
        },
        label: (index) => t('hole.labelPlay', { hole: HOLES[index]!, count: position.board[index] ?? 0 }),
      },
    })
    refusal.textContent = ''
    delete refusal.dataset.reason
    const last = played.value.reports.at(-1)
    const project = el('button', { type: 'button', disabled: !last, on: { click: () => last && showProjector(moveFrames(last), project) } }, t('common.project'))
    // The moves as the OGN file writes them (North's a–f, a = G; +N for a capture), as on the record sheet.
    const numbered = played.value.reports.map((report, index) => {
      const move = `${ognMoveLetter(report.move)}${report.captured > 0 ? `+${report.captured}` : ''}`
      return index % 2 === 0 ? `${index / 2 + 1}. ${move}` : move
    })
    fill(
      gameMoves,
      el('p', { class: 'game-list', dataset: { moves: moves.join(' ') } }, moves.length > 0 ? numbered.join(' ') : t('play.noMoves')),
      el('p', { class: 'help' }, t('play.northLetters')),
      refusal,
      game.outcome ? el('p', {}, t('write.gameOver')) : null,
      el(
        'div',
        { class: 'buttons' },
        el(
          'button',
          {
            type: 'button',
            disabled: moves.length === 0,
            on: {
              click: () => {
                moves = moves.slice(0, -1)
                renderGame()
              },
            },
          },
          '↶ ',
          t('write.undo'),
        ),
        el(
          'button',
          {
            type: 'button',
            disabled: moves.length === 0,
            on: {
              click: () => {
                moves = []
                renderGame()
              },
            },
          },
          t('play.newGame'),
        ),
        project,
        el('button', { type: 'button', class: 'primary', disabled: moves.length === 0, on: { click: () => download(ognText() ?? '', gameFile(), 'text/plain') } }, t('play.downloadOgn')),
      ),
    )
    void gamePanel.refresh()
  }

  // A game file opened: its moves come onto the board (a game from the usual start), or its problems are listed.
  const ognStatus = el('div', { class: 'status ogn-status', role: 'status', 'aria-live': 'polite' })
  const ognPicker = el('input', {
    type: 'file',
    accept: '.ogn,text/plain',
    id: 'open-ogn',
    class: 'visually-hidden',
    on: {
      change: async () => {
        const file = ognPicker.files?.[0]
        ognPicker.value = ''
        if (!file) return
        // Its size checked before it is read, then the command line's reader (linear, at most 50 problems).
        const read = await readGivenFile(file, MAX_GAME_FILE_BYTES)
        if (!read.ok) {
          fill(ognStatus, el('p', { class: 'bad' }, read.message))
          return
        }
        const loaded = readGameText(read.text, file.name)
        const standard = loaded.game && isStandardStart(loaded.game.game.start)
        if (!loaded.game || !standard) {
          const problems = loaded.problems.length > 0 ? loaded.problems.map((problem) => `${problem.line}:${problem.column} ${problem.code} ${problem.message}`) : [t('play.notFromStart')]
          fill(ognStatus, el('p', { class: 'bad' }, t('play.ognProblems')), el('ul', {}, ...problems.map((text) => el('li', {}, text))))
          return
        }
        moves = loaded.game.game.plies.map((ply) => ply.move.hole)
        for (const name of TAGS) {
          const value = loaded.game.game.record.tags.find((tag) => tag.name === name)?.value
          tags[name] = value && value !== '?' ? value : ''
          const input = tagFields.querySelector<HTMLInputElement>(`input[data-tag=${name}]`)
          if (input) input.value = tags[name]!
        }
        fill(ognStatus, t('write.opened', { name: file.name }))
        renderGame()
      },
    },
  })
  const openOgn = el(
    'label',
    { class: 'button', for: 'open-ogn', tabindex: 0, role: 'button', on: { keydown: (event: KeyboardEvent) => (event.key === 'Enter' || event.key === ' ') && ognPicker.click() } },
    t('play.openOgn'),
  )

  const tagFields = el(
    'div',
    { class: 'row tags' },
    ...TAGS.map((name) =>
      field(
        t(`tag.${name}`),
        el('input', {
          type: 'text',
          size: 14,
          value: tags[name] ?? '',
          dataset: { tag: name },
          on: {
            change: (event: Event) => {
              tags[name] = (event.target as HTMLInputElement).value
              void gamePanel.refresh()
            },
          },
        }),
      ),
    ),
  )

  renderCommon()
  renderGame()
  return el(
    'div',
    { class: 'play' },
    el(
      'div',
      { class: 'column controls' },
      el('h2', {}, t('play.documents')),
      common,
      el(
        'section',
        { class: 'document' },
        el('h3', {}, t('play.board')),
        field(
          t('play.size'),
          select(
            [
              ['standard', t('size.standard')],
              ['large', t('size.large')],
            ] as const,
            size,
            (value) => {
              size = value
              remember()
              void boardPanel.refresh()
            },
          ),
        ),
        boardPanel.element,
      ),
      el('section', { class: 'document' }, el('h3', {}, t('play.poster')), el('p', { class: 'help' }, t('play.posterHelp')), posterPanel.element),
      el(
        'section',
        { class: 'document' },
        el('h3', {}, t('play.sections')),
        field(
          t('play.section'),
          select(sectionNames(), section, (value) => {
            section = value
            remember()
            void sectionPanel.refresh()
          }),
        ),
        sectionPanel.element,
      ),
    ),
    el(
      'div',
      { class: 'column' },
      el('h2', {}, t('play.game')),
      el('p', { class: 'help' }, t('play.gameHelp')),
      gameBoard,
      gameMoves,
      el('div', { class: 'buttons' }, openOgn, ognPicker),
      ognStatus,
      el('h3', {}, t('play.tags')),
      tagFields,
      el(
        'section',
        { class: 'document' },
        el('h3', {}, t('play.gameSheet')),
        field(
          `${t('play.every')} … ${t('play.everyUnit')}`,
          el('input', {
            type: 'number',
            min: 1,
            max: 50,
            value: every,
            on: {
              change: (event: Event) => {
                every = Math.max(1, Math.min(50, Number((event.target as HTMLInputElement).value) || 10))
                remember()
                void gamePanel.refresh()
              },
            },
          }),
        ),
        gamePanel.element,
      ),
    ),
  )
}
