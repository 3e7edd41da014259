/**
 * Writing what the commands make: every file whole, or nothing changed. Every command that writes
 * (build, board, poster, tournament, game, render, generate, selfplay, play --ogn, best --ogn,
 * tables build) writes through here, under one policy (README, "What the commands write"):
 *
 * - never over an input of the same run (compared as files, through links), never over a folder,
 *   device or pipe, never over a read-only file, never over a file of another kind than the one
 *   written (a PDF never replaces an exercise, a game record never replaces the program);
 * - an existing file of the right kind is replaced only by the commands whose purpose is to make it
 *   again (a kit PDF, diagrams, the endgame tables: `KINDS[kind].rebuilt`); a game record or an
 *   exercise someone may have typed is kept unless the user says `--force`;
 * - a set of files is a transaction: each file is first written in a staging folder beside its
 *   target (same file system, so moving it is a rename), and only once every file is complete are
 *   they moved into place. Interrupted before that point (Ctrl-C, SIGTERM, a full disk), the staging
 *   folder is removed and no target has changed. A replaced file keeps its permissions and its hard
 *   links.
 *
 * Targets are checked before anything is written (`checkTargets`, which commands also call before
 * their long work, so that a refused path costs nothing).
 */
import { randomBytes } from 'node:crypto'
import { constants, rmSync } from 'node:fs'
import { chmod, copyFile, lstat, mkdir, open, readlink, realpath, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises'
import type { Stats } from 'node:fs'
import { basename, dirname, extname, join } from 'node:path'
import { InterruptedError } from './interrupt.js'

/**
 * Creates a folder and its missing parents, one level at a time from the nearest one that exists.
 * (Node's `mkdir(…, { recursive: true })` never returns under some pseudo file systems, /proc among
 * them; level by level, the first folder that cannot be made gives an ordinary error.)
 */
export async function makeFolder(folder: string): Promise<string[]> {
  const missing: string[] = []
  let current = folder
  for (;;) {
    try {
      if (!(await stat(current)).isDirectory()) throw Object.assign(new Error(`${current} is a file, not a folder`), { code: 'ENOTDIR' })
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
      missing.unshift(current)
      const parent = dirname(current)
      if (parent === current) break
      current = parent
    }
  }
  const created: string[] = []
  for (const level of missing)
    await mkdir(level).then(
      () => created.push(level),
      (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EEXIST') throw error
      },
    )
  return created
}

/** The kinds of file the tool makes. */
export type OutputKind = 'pdf' | 'svg' | 'exercise' | 'ogn' | 'tables'

interface KindRule {
  /** In words, for messages: "is not a PDF". */
  readonly name: string
  /** The file's first bytes (up to HEAD_BYTES, as Latin-1 text) say it is of this kind. */
  readonly looksRight: (head: string) => boolean
  /** The extensions a file of this kind is named with. */
  readonly extensions: readonly string[]
  /**
   * The command's purpose is to make this file again (a kit, diagrams, tables): an existing one of
   * the kind is replaced. Otherwise (a game record, an exercise: maybe typed by hand, maybe edited
   * since) it is kept unless the user gives --force.
   */
  readonly rebuilt: boolean
}

/** The start of an OGN record: optional byte-order mark and spaces, then a tag `[Name "`. */
const OGN_START = /^(?:\xef\xbb\xbf)?\s*\[\s*[A-Za-z0-9_]+\s*"/

/** One definition of the policy, kind by kind. */
export const KINDS: Readonly<Record<OutputKind, KindRule>> = {
  pdf: { name: 'a PDF', looksRight: (head) => head.startsWith('%PDF-'), extensions: ['.pdf'], rebuilt: true },
  svg: { name: 'an SVG drawing', looksRight: (head) => /<svg[\s>/]/.test(head), extensions: ['.svg'], rebuilt: true },
  tables: { name: 'an awale-kit tables file', looksRight: (head) => head.startsWith('AWALETAB'), extensions: ['.awaletables'], rebuilt: true },
  exercise: {
    name: 'an exercise file',
    // Made by generate, or an exercise written by hand (its id and theme or position at the start of a line).
    looksRight: (head) => head.includes('Made by awale-kit generate') || (/^id:/m.test(head) && /^(?:theme|position):/m.test(head)),
    extensions: ['.yaml', '.yml'],
    rebuilt: false,
  },
  ogn: { name: 'an OGN game record', looksRight: (head) => OGN_START.test(head), extensions: ['.ogn'], rebuilt: false },
}

/** Extensions that name a kind of file awale-kit reads or is made of: never the target of another kind. */
const OTHER_EXTENSIONS = ['.json', '.js', '.mjs', '.cjs', '.ts', '.html', '.css', '.txt', '.md']

/** How much of an existing file is read to tell its kind. */
const HEAD_BYTES = 4096

export interface WriteOptions {
  /** What is written: decides which existing files may be replaced (KINDS). */
  readonly kind: OutputKind
  /** The command's input files: none of them may be a target (compared as files, through links). */
  readonly inputs?: readonly string[]
  /** The user said --force: an existing game record or exercise is replaced (never a file of another kind). */
  readonly force?: boolean
  /** Checked once every file is staged: aborted, nothing is moved into place and InterruptedError is thrown. */
  readonly signal?: AbortSignal
}

export { InterruptedError } from './interrupt.js'

const refuse = (message: string): Error => Object.assign(new Error(message), { code: 'ENOTFILE' })

interface Target {
  /** Where the bytes go: the path, or the file a symbolic link names. */
  readonly path: string
  /** The file being replaced, if any. */
  readonly existing: Stats | null
}

/**
 * Where a file will really go, through a symbolic link to the file it names; refused when the path
 * names anything but a regular file or nothing (a rename over a folder, a device such as /dev/full
 * or a pipe would replace it), and when the link leads nowhere.
 */
async function target(path: string): Promise<Target> {
  const info = await lstat(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null
    throw error
  })
  if (info === null) return { path, existing: null }
  let real = path
  if (info.isSymbolicLink()) {
    try {
      real = await realpath(path)
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code
      if (code === 'ELOOP') throw refuse(`${path} is a symbolic link that leads back to itself (a loop of links): give the path of a file to write`)
      if (code === 'ENOENT') throw refuse(`${path} is a symbolic link to ${JSON.stringify(await readlink(path).catch(() => '?'))}, which does not exist: remove the link or give another path`)
      throw error
    }
  }
  const realInfo = await stat(real)
  if (!realInfo.isFile()) {
    const what = realInfo.isDirectory() ? 'a folder' : realInfo.isFIFO() ? 'a pipe' : realInfo.isSocket() ? 'a socket' : 'a device'
    throw refuse(`${path} is ${what}, not a file: give the path of a file to write`)
  }
  return { path: real, existing: realInfo }
}

/** The first bytes of a file, as text, to tell what it holds. */
async function head(path: string): Promise<string> {
  const handle = await open(path, constants.O_RDONLY | constants.O_NONBLOCK)
  try {
    const buffer = Buffer.alloc(HEAD_BYTES)
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0)
    return buffer.subarray(0, bytesRead).toString('latin1')
  } finally {
    await handle.close()
  }
}

/** A target named like another kind of file (`--out mine.yaml` for a PDF): refused even when it does not exist. */
function misnamed(path: string, kind: OutputKind): string | null {
  const extension = extname(path).toLowerCase()
  if (extension === '' || KINDS[kind].extensions.includes(extension)) return null
  const other = (Object.keys(KINDS) as OutputKind[]).find((k) => KINDS[k].extensions.includes(extension))
  if (other === undefined && !OTHER_EXTENSIONS.includes(extension)) return null
  return `${path} is named like ${other ? KINDS[other].name : `a ${extension} file`} (${extension}): ${KINDS[kind].name} is written to a ${KINDS[kind].extensions[0]} path; nothing written`
}

/** Refuses a target that is an input, read-only, not of the kind written, or that the policy keeps. */
async function checkReplaced(requested: string, where: Target, inputs: readonly { path: string; info: Stats }[], options: WriteOptions): Promise<void> {
  const name = misnamed(requested, options.kind)
  if (name) throw refuse(name)
  const existing = where.existing
  if (existing === null) return
  const input = inputs.find(({ info }) => info.dev === existing.dev && info.ino === existing.ino)
  if (input) throw refuse(`${requested} is one of this command's inputs (${input.path}): writing there would replace it; choose another output path`)
  if ((existing.mode & 0o222) === 0) throw refuse(`${requested} is read-only: it is not replaced (make it writable, or choose another output path)`)
  const rule = KINDS[options.kind]
  if (existing.size === 0) return // an empty file holds nothing to lose
  let text: string
  try {
    text = await head(where.path)
  } catch (error) {
    throw refuse(`${requested} exists and cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}): it is not replaced; move it away or choose another output path`)
  }
  if (!rule.looksRight(text)) throw refuse(`${requested} exists and is not ${rule.name}: awale-kit replaces only its own kind of file; move it away or choose another output path`)
  if (!rule.rebuilt && !options.force) throw refuse(`${requested} exists: ${rule.name} is kept (it may have been typed or edited by hand); give --force to replace it, or choose another output path`)
}

/**
 * Checks every target as the writer will, without writing: a refused path is an Error with code
 * ENOTFILE and a message naming the path and what to do. Commands call it before long work.
 */
export async function checkTargets(paths: readonly string[], options: WriteOptions): Promise<void> {
  await resolveTargets(paths, options)
}

async function resolveTargets(paths: readonly string[], options: WriteOptions): Promise<Target[]> {
  const inputs: { path: string; info: Stats }[] = []
  for (const path of options.inputs ?? []) {
    const info = await stat(path).catch(() => null)
    if (info) inputs.push({ path, info })
  }
  const targets: Target[] = []
  for (const path of paths) {
    const where = await target(path)
    await checkReplaced(path, where, inputs, options)
    targets.push(where)
  }
  const seen = new Set<string>()
  for (const where of targets) {
    if (seen.has(where.path)) throw refuse(`${where.path} would be written twice`)
    seen.add(where.path)
  }
  return targets
}

/** Staging folders not yet removed: removed at exit, whatever ends the process (a second Ctrl-C). */
const liveStaging = new Set<string>()
let exitHookInstalled = false
function track(folder: string): void {
  liveStaging.add(folder)
  if (!exitHookInstalled) {
    exitHookInstalled = true
    process.once('exit', () => {
      for (const left of liveStaging) rmSync(left, { recursive: true, force: true })
    })
  }
}

/** A staging folder beside `folder`'s files: hidden, named so that nobody mistakes it for output. */
async function stagingFolder(folder: string, created: string[]): Promise<string> {
  created.push(...(await makeFolder(folder)))
  const staging = join(folder, `.awale-kit-stage-${randomBytes(6).toString('hex')}.tmp`)
  await mkdir(staging)
  track(staging)
  return staging
}

async function removeStaging(folders: Iterable<string>): Promise<void> {
  for (const folder of folders) {
    await rm(folder, { recursive: true, force: true })
    liveStaging.delete(folder)
  }
}

/**
 * Writes every file or none of them changes (see the module's comment). Files whose paths repeat are
 * refused: the second would silently replace the first.
 */
export async function writeFilesAtomically(files: readonly { path: string; bytes: Uint8Array | string }[], options: WriteOptions): Promise<void> {
  const targets = await resolveTargets(
    files.map((file) => file.path),
    options,
  )

  const staging = new Map<string, string>() // target folder → its staging folder
  const createdFolders: string[] = []
  const staged: { temporary: string; where: Target }[] = []
  let committed = false
  try {
    for (const [index, file] of files.entries()) {
      const where = targets[index]!
      const folder = dirname(where.path)
      let stage = staging.get(folder)
      if (stage === undefined) {
        stage = await stagingFolder(folder, createdFolders)
        staging.set(folder, stage)
      }
      const temporary = join(stage, basename(where.path))
      await writeFile(temporary, file.bytes, { flag: 'wx' })
      staged.push({ temporary, where })
      if (options.signal?.aborted) throw new InterruptedError()
    }
    if (options.signal?.aborted) throw new InterruptedError()
    // The point of no return: from here every file is moved, whatever happens (renames are quick).
    for (const { temporary, where } of staged) {
      if (where.existing && where.existing.nlink > 1) {
        // A file with other hard links is rewritten in place, so that every link shows the new content.
        await copyFile(temporary, where.path)
      } else {
        if (where.existing) await chmod(temporary, where.existing.mode & 0o7777)
        await rename(temporary, where.path)
      }
    }
    committed = true
  } finally {
    await removeStaging(staging.values())
    // Nothing written: the folders made for the output go too (deepest first; only if still empty).
    if (!committed) for (const folder of createdFolders.reverse()) await rmdir(folder).catch(() => {})
  }
}
