// The README and the manual in docs/, read the way the tests about them need: each page's text, its
// fenced blocks by language, and the headings links may point at.
import { readdirSync, readFileSync } from 'node:fs'

/** The README first, then docs/*.md in name order: every page a reader may paste from. */
export const PAGES: readonly string[] = [
  'README.md',
  ...readdirSync(new URL('../docs/', import.meta.url))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`),
]

/** A page's text, by its path from the project's folder (`README.md`, `docs/cli.md`). */
export const page = (path: string): string => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8')

/** The contents of a page's fenced blocks of one language (```sh, ```yaml, ```text). */
export const blocks = (text: string, language: string): string[] => [...text.matchAll(new RegExp('^```' + language + '\\n([\\s\\S]*?)^```', 'gm'))].map((match) => match[1]!)

/** The lines of a page's `sh` blocks as a shell would run them: comments and blank lines left out. */
export const shellLines = (text: string): string[] =>
  blocks(text, 'sh')
    .flatMap((block) => block.split('\n'))
    .map((line) => line.replace(/(^|\s+)#.*$/, '').trim())
    .filter((line) => line !== '')

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
export const anchorOf = (heading: string): string =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[`*]/g, '')
    .replace(/[^\p{L}\p{N}_\- ]/gu, '')
    .replace(/ /g, '-')

/** The anchors of a page's headings (outside fenced blocks). */
export const anchors = (text: string): Set<string> => new Set([...text.replace(/^```[\s\S]*?^```/gm, '').matchAll(/^#+ (.*)$/gm)].map((match) => anchorOf(match[1]!)))
