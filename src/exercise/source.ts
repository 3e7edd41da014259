/** An exercise file's YAML with the positions of its nodes, so every problem names a line and column. */
import type { ProblemWords } from './problem-words.js'
import { say } from './problem-words.js'
import type { Document, Node } from 'yaml'
import { LineCounter, isAlias, isMap, isNode, isPair, isScalar, isSeq, parseDocument, visit } from 'yaml'

export type Path = readonly (string | number)[]

export interface Location {
  line: number
  column: number
}

/** Aliases a file may expand before it counts as an alias bomb (a real exercise needs none). */
export const MAX_ALIAS_COUNT = 50

export interface SyntaxProblem extends Location {
  code: 'YAML_SYNTAX' | 'DUPLICATE_KEY' | 'ALIAS_BOMB' | 'NOT_A_MAPPING' | 'BAD_KEY'
  message: string
  words?: ProblemWords
}

/** A parsed YAML text and the means to point into it. */
export class Source {
  private constructor(
    readonly text: string,
    readonly document: Document.Parsed,
    private readonly lines: LineCounter,
  ) {}

  /** Parses `text`; never throws. The data is null when the YAML cannot be used. */
  static parse(text: string): { source: Source; data: unknown; problems: SyntaxProblem[] } {
    const lines = new LineCounter()
    // logLevel 'error': yaml's warnings (a list used as a key…) become problems below, never a Node warning on the terminal.
    const document = parseDocument(text, { lineCounter: lines, uniqueKeys: true, prettyErrors: false, logLevel: 'error' })
    const source = new Source(text, document, lines)
    const problems: SyntaxProblem[] = document.errors.map((error) => {
      const at = source.at(error.pos[0])
      if (error.code === 'DUPLICATE_KEY') {
        const key = /^[^\s:#]+/.exec(text.slice(error.pos[0]))?.[0] ?? 'this field'
        return { ...at, code: 'DUPLICATE_KEY', ...say('DUPLICATE_KEY.twice', { key }) }
      }
      return { ...at, code: 'YAML_SYNTAX', message: yamlMessage(error.message) }
    })
    if (problems.length === 0) {
      try {
        problems.push(...source.badKeys())
      } catch (error) {
        if (!(error instanceof RangeError)) throw error
        problems.push({ ...source.start(), code: 'YAML_SYNTAX', message: TOO_DEEP }) // the stack overflowed on absurd nesting
      }
    }
    if (problems.length > 0) return { source, data: null, problems }
    let data: unknown
    try {
      data = document.toJS({ maxAliasCount: MAX_ALIAS_COUNT })
    } catch (error) {
      // yaml throws a ReferenceError when aliases expand too much (a "billion laughs" file), and
      // the stack overflows (RangeError) on absurdly deep nesting.
      if (error instanceof RangeError) return { source, data: null, problems: [{ ...source.start(), code: 'YAML_SYNTAX', message: TOO_DEEP }] }
      const message = error instanceof Error ? error.message : String(error)
      return {
        source,
        data: null,
        problems: [{ ...source.firstAlias(), code: 'ALIAS_BOMB', message: `the file's aliases (*name) expand too much: ${message}` }],
      }
    }
    if (data === null || data === undefined || typeof data !== 'object' || Array.isArray(data)) {
      const at = document.contents ? source.at(document.contents.range?.[0] ?? 0) : { line: 1, column: 1 }
      return {
        source,
        data: null,
        problems: [
          {
            ...at,
            code: 'NOT_A_MAPPING',
            message:
              data === null || data === undefined
                ? 'the file is empty: an exercise is a list of fields like "id: A1", "theme: sowing", …'
                : 'an exercise is a list of fields like "id: A1", "theme: sowing", …, not a single value or a list',
          },
        ],
      }
    }
    return { source, data, problems: [] }
  }

  /** Line and column (1-based) of a character offset. */
  at(offset: number): Location {
    const { line, col } = this.lines.linePos(Math.max(0, Math.min(offset, this.text.length)))
    return { line, column: col }
  }

  /** The node at `path`, or undefined. */
  node(path: Path): Node | undefined {
    if (path.length === 0) return (this.document.contents as Node | null) ?? undefined
    const found: unknown = this.document.getIn(path, true)
    return isNode(found) ? found : undefined
  }

  /**
   * Where the value at `path` is written; if it is missing, the deepest existing parent's key, so a
   * missing field points at the map that should hold it.
   */
  valueAt(path: Path): Location {
    for (let depth = path.length; depth >= 0; depth--) {
      const prefix = path.slice(0, depth)
      const node = this.node(prefix)
      if (node?.range) return depth === path.length ? this.at(node.range[0]) : this.keyAt(prefix)
    }
    return { line: 1, column: 1 }
  }

  /** Where the key of the field at `path` is written (`expect:` rather than its first claim). */
  keyAt(path: Path): Location {
    if (path.length === 0) return this.start()
    const parent = this.node(path.slice(0, -1))
    const name = path[path.length - 1]
    if (isMap(parent)) {
      for (const pair of parent.items) {
        if (isPair(pair) && isScalar(pair.key) && pair.key.value === name && pair.key.range) return this.at(pair.key.range[0])
      }
    }
    if (isSeq(parent) && typeof name === 'number') {
      const item = parent.items[name]
      if (isNode(item) && item.range) return this.at(item.range[0])
    }
    return this.valueAt(path.slice(0, -1))
  }

  /** Where the document's content starts (after the leading comments). */
  start(): Location {
    const contents = this.document.contents
    return contents?.range ? this.at(contents.range[0]) : { line: 1, column: 1 }
  }

  /** Where a scalar at `path` starts its text: a quoted string's first character after the quote. */
  textStart(path: Path): (Location & { offset: number }) | undefined {
    const node = this.node(path)
    if (!isScalar(node) || !node.range) return undefined
    const quoted = node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE'
    const offset = node.range[0] + (quoted ? 1 : 0)
    return { ...this.at(offset), offset }
  }

  /**
   * Keys no field can have: a list or a map as a key (`? [a, b]`), which JavaScript would turn into
   * text, and `__proto__`, which names an object's prototype and would vanish from the data.
   */
  private badKeys(): SyntaxProblem[] {
    const problems: SyntaxProblem[] = []
    visit(this.document, {
      Pair: (_key, pair) => {
        const key = pair.key
        if (isScalar(key) && key.value === '__proto__' && key.range) problems.push({ ...this.at(key.range[0]), code: 'BAD_KEY', message: '__proto__ cannot be a field name: remove it' })
        else if (isNode(key) && !isScalar(key) && !isAlias(key))
          problems.push({ ...this.at(key.range?.[0] ?? 0), code: 'BAD_KEY', message: 'a list or a map cannot be a field name: write a name, like title:' })
      },
    })
    return problems
  }

  private firstAlias(): Location {
    let found: Location | undefined
    visit(this.document, {
      Alias: (_key, node) => {
        if (found === undefined && node.range) found = this.at(node.range[0])
        return found ? visit.BREAK : undefined
      },
    })
    return found ?? this.start()
  }
}

const TOO_DEEP = 'the file nests lists or maps too deeply to be read'

/** yaml's message, first line only; its own stack overflow on absurd nesting said in words. */
const yamlMessage = (message: string): string => (/call stack/i.test(message) ? TOO_DEEP : message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, ''))
