/**
 * The figures of issues 12 and 21, finding by finding: each hostile input run through the real
 * command in a child process, with its wall time, CPU time, peak memory, exit code (or signal),
 * message and the files it left. Takes several minutes (some runs are stopped by a timeout or a
 * memory cap on purpose).
 *
 *   npx tsx scripts/hostile-figures.ts                       # issue 12's, this checkout, freshly bundled
 *   npx tsx scripts/hostile-figures.ts --cli DIR/dist/awale-kit.js --src DIR/src [--only 3,7]
 *   npx tsx scripts/hostile-figures.ts --issue 21 --before OLD/dist/awale-kit.js [--only 2,3]
 *
 * --src names the sources whose French typography is timed alone (finding 2 of issue 12).
 * --issue 21 prints issue 21's before/after table: each case run with the command of --before (an
 * older checkout, bundled with `node scripts/build.mjs` there) and with this one's (or --cli's).
 * Runs that grow without end are killed at 2 GB, so that measuring them harms no one.
 */
import { execFileSync } from 'node:child_process'
import { chmodSync, cpSync, existsSync, linkSync, mkdirSync, readFileSync, readdirSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import type { MeasuredRun, RunOptions } from '../test/hostile/harness.js'
import { REPO, bundledCli, filesUnder, freshDir, runMeasured, summary, temporaryNames } from '../test/hostile/harness.js'
import { chainExercise, longGameExercise } from '../test/hostile/fixtures.js'

const { values } = parseArgs({ options: { cli: { type: 'string' }, src: { type: 'string' }, only: { type: 'string' }, issue: { type: 'string' }, before: { type: 'string' } } })
const issue21 = values.issue === '21'
const cli = values.cli ? resolve(values.cli) : await bundledCli()
const src = values.src ? resolve(values.src) : join(REPO, 'src')
const only = values.only ? new Set(values.only.split(',').map(Number)) : null

const firstLine = (text: string): string => {
  const line = text.split('\n').find((l) => l.trim() !== '') ?? ''
  return JSON.stringify(line.length > 150 ? line.slice(0, 150) + '…' : line)
}
const run = (dir: string, args: string[], options: Partial<RunOptions> = {}): Promise<MeasuredRun> => runMeasured(cli, args, { cwd: dir, timeoutMs: 60_000, ...options })
const left = (dir: string, ignore: (file: string) => boolean = () => false): string => {
  if (!existsSync(dir)) return 'no folder made'
  const files = filesUnder(dir).filter((file) => !ignore(file))
  const temporary = temporaryNames(files)
  return `${files.length} files left${temporary.length > 0 ? ` (${temporary.length} temporary)` : ''}`
}
const pdfPages = (file: string): string => {
  if (!existsSync(file)) return 'no PDF'
  const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))![1])
  const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8', maxBuffer: 1 << 30 })
  const totals = [...text.matchAll(/(?:page|sur|of) \d+ (?:sur|of) (\d+)|\b\d+ ?\/ ?(\d+)\b/g)].map((m) => Number(m[1] ?? m[2]))
  return `${pages} pages, footers say "of ${[...new Set(totals)].join('/') || '?'}"`
}

async function finding(number: number, title: string, body: () => Promise<void>): Promise<void> {
  if (issue21 || (only && !only.has(number))) return
  console.log(`\n## ${number}. ${title}`)
  await body()
}
const line = (label: string, measured: MeasuredRun, extra = ''): void => console.log(`- ${label}: ${summary(measured)}${extra ? ` · ${extra}` : ''}`)

await finding(1, 'a long unbreakable word', async () => {
  for (const length of [5_000, 20_000, 50_000, 250_000]) {
    const dir = freshDir('f1')
    writeFileSync(join(dir, 'ex.yaml'), chainExercise({ titleFr: 'x'.repeat(length) }))
    const r = await run(dir, ['build', '--exercises', 'ex.yaml', '--out', 'kit.pdf'], { timeoutMs: length > 50_000 ? 60_000 : 120_000 })
    line(`title of one ${length}-character word`, r, `${firstLine(r.stderr || r.stdout)} · ${left(dir, (f) => f === 'ex.yaml')}`)
  }
  // The line breaking alone, in this process (the build now refuses such a title before any PDF).
  if (values.src === undefined || values.src === join(REPO, 'src')) {
    const { createDocument, finishDocument } = await import('../src/pdf/document.js')
    const { drawText, measureText } = await import('../src/pdf/draw.js')
    for (const length of [5_000, 20_000, 50_000, 250_000]) {
      const doc = await createDocument({ lang: 'fr', title: 't', subject: 's', date: new Date(0) })
      doc.addPage({ size: 'A4', margin: 0 })
      const rss = process.memoryUsage().rss
      const started = performance.now()
      measureText(doc, 'x'.repeat(length), 400, { size: 12 })
      drawText(doc, 'x'.repeat(length), 50, 50, 400, { size: 12 })
      console.log(
        `- measure and draw one ${length}-character word (draw.ts, in process): ${((performance.now() - started) / 1000).toFixed(2)} s, +${Math.max(0, Math.round((process.memoryUsage().rss - rss) / 2 ** 20))} MB`,
      )
      await finishDocument(doc)
    }
  }
  const dir = freshDir('f1k')
  writeFileSync(join(dir, 'kit.yaml'), `title: { fr: "${'y'.repeat(20_000)}", en: "Kit" }\nsections: [cover, worksheet]\n`)
  const r = await run(dir, ['build', '--kit', 'kit.yaml', '--out', 'kit.pdf'], { timeoutMs: 120_000 })
  line('kit title of one 20,000-character word', r, `${firstLine(r.stderr || r.stdout)} · ${left(dir, (f) => f === 'kit.yaml')}`)
})

await finding(2, 'French typography on runs of spaces', async () => {
  const { frenchTypography } = (await import(join(src, 'pdf/typography.ts'))) as { frenchTypography: (text: string) => string }
  for (const spaces of [10_000, 40_000]) {
    const started = performance.now()
    frenchTypography('a' + ' '.repeat(spaces) + 'b')
    console.log(`- frenchTypography alone, ${spaces} spaces: ${((performance.now() - started) / 1000).toFixed(2)} s`)
  }
  const dir = freshDir('f2')
  writeFileSync(join(dir, 'ex.yaml'), chainExercise({ titleFr: 'a' + ' '.repeat(100_000) + 'b' }))
  const r = await run(dir, ['build', '--exercises', 'ex.yaml', '--out', 'kit.pdf'], { timeoutMs: 120_000 })
  line('build, a title of 100,000 spaces', r, `${firstLine(r.stderr || r.stdout)} · ${left(dir, (f) => f === 'ex.yaml')}`)
})

await finding(3, 'devices, pipes and sizes', async () => {
  const scratch = freshDir('f3')
  for (const device of ['/dev/zero', '/dev/urandom']) {
    const r = await run(scratch, ['check', device], { timeoutMs: 15_000 })
    line(`check ${device}`, r, firstLine(r.stdout + r.stderr))
  }
  const banked = freshDir('f3bank')
  writeFileSync(join(banked, 'ex.yaml'), chainExercise())
  symlinkSync('/dev/zero', join(banked, '_bank.yaml'))
  let r = await run(banked, ['check', '.'], { timeoutMs: 15_000 })
  line('check a folder whose _bank.yaml links to /dev/zero', r, firstLine(r.stdout + r.stderr))

  const fifos = freshDir('f3fifo')
  execFileSync('mkfifo', [join(fifos, 'pipe.yaml')])
  writeFileSync(join(fifos, 'ex.yaml'), chainExercise())
  r = await run(fifos, ['check', 'pipe.yaml'], { timeoutMs: 5_000 })
  line('check a FIFO', r, firstLine(r.stdout + r.stderr))
  r = await run(fifos, ['check', '.'], { timeoutMs: 5_000 })
  line('check a folder holding a FIFO', r, firstLine(r.stdout + r.stderr))
  r = await run(fifos, ['build', '--kit', 'pipe.yaml', '--out', 'kit.pdf'], { timeoutMs: 5_000 })
  line('build --kit FIFO', r, `${firstLine(r.stderr + r.stdout)} · ${existsSync(join(fifos, 'kit.pdf')) ? 'kit.pdf written' : 'nothing written'}`)

  const big = freshDir('f3big')
  const kit = readFileSync(join(REPO, 'templates/kit.yaml'), 'utf8')
  const comment = `# ${'padding '.repeat(127)}\n`
  writeFileSync(join(big, 'kit.yaml'), kit + comment.repeat(Math.ceil((300 << 20) / comment.length)))
  r = await run(big, ['build', '--kit', 'kit.yaml', '--out', 'kit.pdf'], { timeoutMs: 120_000 })
  line(
    `build --kit with a ${Math.round(statSync(join(big, 'kit.yaml')).size / 2 ** 20)} MB kit file`,
    r,
    `${firstLine(r.stderr + r.stdout)} · ${existsSync(join(big, 'kit.pdf')) ? 'kit.pdf written' : 'nothing written'}`,
  )
  execFileSync('rm', ['-rf', big])
})

await finding(4, 'best: time limit and Ctrl-C', async () => {
  const dir = freshDir('f4')
  let r = await run(dir, ['best', 'start', '--depth', '20'], { timeoutMs: 120_000 })
  line('best start --depth 20', r, firstLine(r.stdout.split('\n').find((l) => /Best|Value|searched/i.test(l)) ?? r.stderr))
  r = await run(dir, ['best', 'start', '--depth', '30'], { timeoutMs: 60_000 })
  line('best start --depth 30', r, firstLine(r.stdout.split('\n').find((l) => /Best|Value|searched/i.test(l)) ?? r.stderr))
  r = await run(dir, ['best', 'start', '--depth', '30'], { timeoutMs: 30_000, interrupt: { signal: 'SIGINT', afterMs: 2_000 } })
  line('best start --depth 30, Ctrl-C after 2 s', r, firstLine(r.stderr))
  r = await run(dir, ['best', '3-0-5-6-1-2-4-0-1-7-2-3-7-7-N', '--exact'], { timeoutMs: 60_000, interrupt: { signal: 'SIGINT', afterMs: 500 } })
  line('best --exact, Ctrl-C after 0.5 s', r, firstLine(r.stderr || r.stdout))
})

await finding(5, 'play --batch: backpressure and long lines', async () => {
  const dir = freshDir('f5')
  const request = '{"position":"start","moves":["C","L","A"]}\n'
  const lines = function* (count: number) {
    const block = request.repeat(1000)
    for (let i = 0; i < count / 1000; i++) yield block
  }
  let r = await run(dir, ['play', '--batch'], {
    stdin: () =>
      (async function* () {
        yield* lines(300_000)
      })(),
    readBytesPerSecond: 2_000_000,
    timeoutMs: 20_000,
  })
  line('300,000 requests, reader taking 2 MB/s (stopped at 20 s)', r, `${Math.round(r.stdoutBytes / 2 ** 20)} MB read`)
  r = await run(dir, ['play', '--batch'], {
    stdin: () =>
      (async function* () {
        yield* lines(1_000_000)
      })(),
    timeoutMs: 120_000,
  })
  line('1,000,000 requests, fast reader', r, `${Math.round(r.stdoutBytes / 2 ** 20)} MB out`)
  const chunk = Buffer.alloc(1 << 20, 'a')
  r = await run(dir, ['play', '--batch'], {
    stdin: () =>
      (async function* () {
        for (let i = 0; i < 700; i++) yield chunk
      })(),
    timeoutMs: 120_000,
  })
  line('one 700 MB line without a newline', r, `${firstLine(r.stderr)} · out ${firstLine(r.stdout)}`)
})

await finding(6, 'Ctrl-C during the PDF part of build', async () => {
  const dir = freshDir('f6')
  const plain = await run(dir, ['build', '--out', 'plain.pdf'])
  for (const fraction of [0.6, 0.85]) {
    const afterMs = Math.round(plain.seconds * 1000 * fraction)
    const r = await run(dir, ['build', '--out', `kit-${fraction}.pdf`], { interrupt: { signal: 'SIGINT', afterMs } })
    line(`Ctrl-C at ${afterMs} ms (of ${plain.seconds.toFixed(2)} s)`, r, `${firstLine(r.stderr || r.stdout)} · ${existsSync(join(dir, `kit-${fraction}.pdf`)) ? 'PDF written' : 'nothing written'}`)
  }
  console.log(`- ${left(dir)} in the output folder (plain.pdf is the uninterrupted build)`)
})

await finding(7, 'interrupting render (and generate)', async () => {
  // 30 exercises of 100 moves (the most an exercise may play now): 3,060 diagrams.
  const base = freshDir('f7')
  mkdirSync(join(base, 'long'))
  const long = longGameExercise(100)
  for (let i = 0; i < 30; i++) writeFileSync(join(base, 'long', `l${i}.yaml`), long.replace('id: LONG', `id: LONG${i}`))
  const plain = await run(base, ['render', 'long', '--out', 'svg'])
  line('render of 30 exercises of 100 moves (3,060 diagrams), uninterrupted', plain, left(join(base, 'svg')))
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    for (const fraction of [0.5, 0.9]) {
      const dir = freshDir('f7s')
      cpSync(join(base, 'long'), join(dir, 'long'), { recursive: true })
      const afterMs = Math.round(plain.seconds * 1000 * fraction)
      const r = await run(dir, ['render', 'long', '--out', 'svg'], { interrupt: { signal, afterMs } })
      line(
        `${signal} at ${afterMs} ms`,
        r,
        left(dir, (f) => f.startsWith('long/')),
      )
    }
    // The moment that matters: files are being written.
    const dir = freshDir('f7w')
    cpSync(join(base, 'long'), join(dir, 'long'), { recursive: true })
    const writing = () => existsSync(join(dir, 'svg')) && temporaryNames(filesUnder(join(dir, 'svg'))).length > 0
    const r = await run(dir, ['render', 'long', '--out', 'svg'], { interrupt: { signal, when: writing } })
    line(
      `${signal} as soon as the first temporary file appears`,
      r,
      left(dir, (f) => f.startsWith('long/')),
    )
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    const gen = freshDir('f7g')
    const r = await run(gen, ['generate', '--theme', 'chain', '--level', '3', '--count', '500', '--out', 'gen'], { interrupt: { signal, afterMs: 600 } })
    line(`generate --count 500, ${signal} at 0.6 s`, r, left(gen))
  }
})

await finding(8, 'build --out equal to an input', async () => {
  const dir = freshDir('f8')
  writeFileSync(join(dir, 'mine.yaml'), chainExercise())
  const r = await run(dir, ['build', '--exercises', 'mine.yaml', '--out', 'mine.yaml'])
  const head = readFileSync(join(dir, 'mine.yaml')).subarray(0, 8).toString('latin1')
  line('build --exercises mine.yaml --out mine.yaml', r, `${firstLine(r.stderr || r.stdout)} · mine.yaml now starts ${JSON.stringify(head)}`)
  writeFileSync(join(dir, 'mine2.yaml'), chainExercise())
  const r2 = await run(dir, ['build', '--exercises', 'mine2.yaml', '--out', 'other.yaml'])
  line('build --out other.yaml (a .yaml target)', r2, `${firstLine(r2.stderr || r2.stdout)} · ${existsSync(join(dir, 'other.yaml')) ? 'other.yaml written' : 'nothing written'}`)
})

await finding(9, 'generate into a folder with _bank.yaml', async () => {
  const dir = freshDir('f9')
  mkdirSync(join(dir, 'mine'))
  writeFileSync(join(dir, 'mine/_bank.yaml'), 'variant: { grandSlam: capture-all, seedsPerHole: 3 }\n')
  const g = await run(dir, ['generate', '--theme', 'grand-slam', '--level', '2', '--count', '20', '--out', 'mine'])
  line('generate --theme grand-slam --level 2 --count 20 --out mine/ (its _bank.yaml: grandSlam capture-all, 3 seeds a hole)', g, firstLine(g.stderr.split('\n').at(-2) ?? ''))
  const c = await run(dir, ['check', 'mine'])
  line('then check mine/', c, firstLine(c.stdout.split('\n').at(-2) ?? ''))
})

await finding(10, 'a block taller than a page', async () => {
  const dir = freshDir('f10')
  writeFileSync(join(dir, 'long.yaml'), longGameExercise(10_000))
  let r = await run(dir, ['build', '--exercises', 'long.yaml', '--out', 'long.pdf'], { timeoutMs: 180_000 })
  line('build, an exercise playing 10,000 moves', r, `${firstLine(r.stderr || r.stdout)} · ${pdfPages(join(dir, 'long.pdf'))}`)
  if (values.src === undefined || values.src === join(REPO, 'src')) {
    // The tallest exercise the limits let through, in the widest letters: sliced across pages.
    const { tallestExercise } = await import('../test/hostile/fixtures.js')
    const { MAX_EXPLAIN_LINES, MAX_MOVES, TEXT_LIMITS } = await import('../src/exercise/schema.js')
    const limits = {
      titleChars: TEXT_LIMITS.title,
      questionChars: TEXT_LIMITS.question,
      explainChars: TEXT_LIMITS.explain,
      explainLines: MAX_EXPLAIN_LINES,
      moves: MAX_MOVES,
      sentences: 4,
      sentenceChars: TEXT_LIMITS.sentence,
      idChars: 8,
    }
    writeFileSync(join(dir, 'tallest.yaml'), tallestExercise(limits))
    const t = await run(dir, ['build', '--exercises', 'tallest.yaml', '--out', 'tallest.pdf', '--paper', 'letter'], { timeoutMs: 180_000 })
    line('build, the tallest exercise the limits allow (widest letters, 100 moves, 4 sentences), Letter', t, `${firstLine(t.stderr || t.stdout)} · ${pdfPages(join(dir, 'tallest.pdf'))}`)
  }
  writeFileSync(join(dir, 'title.yaml'), chainExercise({ titleFr: 'un titre très long '.repeat(400) }))
  r = await run(dir, ['build', '--exercises', 'title.yaml', '--out', 'title.pdf'], { timeoutMs: 180_000 })
  line('build, a title of 1,600 words', r, `${firstLine(r.stderr || r.stdout)} · ${pdfPages(join(dir, 'title.pdf'))}`)
})

await finding(11, 'characters the font cannot print', async () => {
  const dir = freshDir('f11')
  writeFileSync(join(dir, 'ex.yaml'), chainExercise({ titleFr: 'Prise 吃子 🌱 \u0007fin', questionFr: 'Joue F. Où tombe la dernière graine ? Combien de graines prends-tu ? مرحبا' }))
  let r = await run(dir, ['check', 'ex.yaml'])
  line('check, title with Chinese, emoji and BEL, question with Arabic', r, firstLine(r.stdout))
  r = await run(dir, ['build', '--exercises', 'ex.yaml', '--out', 'kit.pdf'])
  const text = existsSync(join(dir, 'kit.pdf')) ? execFileSync('pdftotext', [join(dir, 'kit.pdf'), '-'], { encoding: 'utf8' }) : ''
  line(
    'build',
    r,
    `${firstLine(r.stderr || r.stdout)} · ${existsSync(join(dir, 'kit.pdf')) ? `PDF written; its text ${text.includes('吃子') ? 'holds' : 'lacks'} 吃子, ${text.includes('🌱') ? 'holds' : 'lacks'} 🌱` : 'nothing written'}`,
  )
})

await finding(12, 'kit definition files', async () => {
  const dir = freshDir('f12')
  const kitText = (title: string) => `title: { fr: ${JSON.stringify(title)}, en: "Kit" }\nsections: [cover, rules]\n`
  writeFileSync(join(dir, 'amp.yaml'), kitText('Awalé & <b>CM1</b>'))
  let r = await run(dir, ['build', '--kit', 'amp.yaml', '--out', 'amp.pdf'])
  let xmp = 'no PDF'
  if (existsSync(join(dir, 'amp.pdf'))) {
    const bytes = readFileSync(join(dir, 'amp.pdf')).toString('latin1')
    const packet = /<\?xpacket begin[\s\S]*?<\?xpacket end="w"\?>/.exec(bytes)?.[0] ?? ''
    writeFileSync(join(dir, 'xmp.xml'), Buffer.from(packet, 'latin1'))
    try {
      execFileSync('python3', ['-c', 'import sys, xml.dom.minidom as m; m.parse(sys.argv[1])', join(dir, 'xmp.xml')], { stdio: 'pipe' })
      xmp = `XMP valid XML${packet.includes('<b>') ? ', but holds the <b> markup' : ''}`
    } catch (error) {
      xmp = `XMP invalid XML: ${String((error as { stderr?: Buffer }).stderr ?? error)
        .trim()
        .split('\n')
        .at(-1)}`
    }
  }
  line('title "Awalé & <b>CM1</b>"', r, `${firstLine(r.stderr || r.stdout)} · ${xmp}`)
  writeFileSync(join(dir, 'latin1.yaml'), Buffer.from(kitText("L'école"), 'latin1'))
  r = await run(dir, ['build', '--kit', 'latin1.yaml', '--out', 'latin1.pdf'])
  const cover = existsSync(join(dir, 'latin1.pdf')) ? execFileSync('pdftotext', ['-l', '1', join(dir, 'latin1.pdf'), '-'], { encoding: 'utf8' }) : ''
  line('a Latin-1 kit file', r, `${firstLine(r.stderr || r.stdout)}${cover ? ` · cover says ${JSON.stringify(/L.{1,3}cole/.exec(cover)?.[0])}` : ''}`)
  writeFileSync(join(dir, 'utf16.yaml'), Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(kitText("L'école"), 'utf16le')]))
  r = await run(dir, ['build', '--kit', 'utf16.yaml', '--out', 'utf16.pdf'])
  line('a UTF-16 kit file', r, firstLine(r.stderr || r.stdout))
  writeFileSync(join(dir, 'alias.yaml'), 'sections: &all [cover, rules, worksheet]\nsplit: { worksheet: *all, answers: [answers], board: [] }\n')
  r = await run(dir, ['build', '--kit', 'alias.yaml', '--out', 'alias.pdf', '--split'])
  line('a kit file with an alias', r, firstLine(r.stderr || r.stdout))
  writeFileSync(join(dir, 'deep.yaml'), `sections: ${'['.repeat(20_000)}${']'.repeat(20_000)}\n`)
  r = await run(dir, ['build', '--kit', 'deep.yaml', '--out', 'deep.pdf'])
  line('a kit file nested 20,000 deep', r, firstLine(r.stderr || r.stdout))
})

await finding(13, 'output paths', async () => {
  const dir = freshDir('f13')
  let r = await run(dir, ['board', '--out', 'newdir/'])
  line(
    'board --out newdir/',
    r,
    `${firstLine(r.stdout || r.stderr)} · ${existsSync(join(dir, 'newdir')) ? (statSync(join(dir, 'newdir')).isDirectory() ? `newdir/ holds ${readdirSync(join(dir, 'newdir')).join(', ')}` : 'newdir is a file') : 'nothing'}`,
  )
  mkdirSync(join(dir, 'existing'))
  r = await run(dir, ['build', '--out', 'existing/', '--split'])
  line(
    'build --out existing/ --split',
    r,
    `existing/ holds ${readdirSync(join(dir, 'existing')).length} files; beside it: ${
      readdirSync(dir)
        .filter((f) => f.startsWith('existing-'))
        .join(', ') || 'nothing'
    }`,
  )
  writeFileSync(join(dir, 'private.pdf'), '%PDF-1.7 old')
  chmodSync(join(dir, 'private.pdf'), 0o600)
  r = await run(dir, ['board', '--out', 'private.pdf'])
  line('replace a 0600 file', r, `mode now ${(statSync(join(dir, 'private.pdf')).mode & 0o777).toString(8)}`)
  writeFileSync(join(dir, 'linked.pdf'), '%PDF-1.7 old')
  linkSync(join(dir, 'linked.pdf'), join(dir, 'other-link.pdf'))
  r = await run(dir, ['board', '--out', 'linked.pdf'])
  line('replace a file with two hard links', r, `links now ${statSync(join(dir, 'linked.pdf')).nlink}; the other link holds ${statSync(join(dir, 'other-link.pdf')).size} bytes`)
  writeFileSync(join(dir, 'readonly.pdf'), '%PDF-1.7 old')
  chmodSync(join(dir, 'readonly.pdf'), 0o444)
  r = await run(dir, ['board', '--out', 'readonly.pdf'])
  line('replace a read-only file', r, `${firstLine(r.stderr || r.stdout)} · it holds ${statSync(join(dir, 'readonly.pdf')).size} bytes`)
  symlinkSync('nowhere/missing.pdf', join(dir, 'dangling.pdf'))
  r = await run(dir, ['board', '--out', 'dangling.pdf'])
  line('--out a dangling link', r, firstLine(r.stderr || r.stdout))
  symlinkSync('loop-b.yaml', join(dir, 'loop-a.yaml'))
  symlinkSync('loop-a.yaml', join(dir, 'loop-b.yaml'))
  r = await run(dir, ['check', 'loop-a.yaml'])
  line('check a link loop', r, firstLine(r.stdout || r.stderr))
  r = await run(dir, ['board', '--out', 'loop-a.yaml.pdf'])
  symlinkSync('loop-c.pdf', join(dir, 'loop-d.pdf'))
  symlinkSync('loop-d.pdf', join(dir, 'loop-c.pdf'))
  r = await run(dir, ['board', '--out', 'loop-c.pdf'])
  line('--out a link loop', r, firstLine(r.stderr || r.stdout))
})

await finding(14, 'odd inputs and terminal output', async () => {
  const dir = freshDir('f14')
  writeFileSync(join(dir, 'cr.yaml'), chainExercise().replace(/\n/g, '\r'))
  let r = await run(dir, ['check', 'cr.yaml'])
  line('CR-only line endings', r, firstLine(r.stdout))
  writeFileSync(join(dir, 'proto.yaml'), chainExercise().replace('position: { F: 3,', 'position: { __proto__: 99, F: 3,'))
  r = await run(dir, ['check', 'proto.yaml'])
  line('position: { __proto__: 99, F: 3, … }', r, firstLine(r.stdout))
  writeFileSync(join(dir, 'complex.yaml'), chainExercise().replace('task: play', '? [a, b]\n: 1\ntask: play'))
  r = await run(dir, ['check', 'complex.yaml'])
  line('a complex key', r, `${firstLine(r.stdout)} · stderr ${firstLine(r.stderr)}`)
  writeFileSync(join(dir, 'esc\u001b[31m.yaml'), chainExercise({ titleFr: 'Titre \u001b]0;pwned\u0007 \u001b[2J fin' }))
  r = await run(dir, ['check', '.'])
  const rawControls = (r.stdout + r.stderr).match(/[\u0000-\u0008\u000b-\u001f\u007f]/g)?.length ?? 0
  line('ESC and BEL in a title and a file name', r, `${rawControls} raw control characters written to the terminal`)
  r = await run(dir, ['show', `esc\u001b[31m.yaml`])
  line('show of that file', r, `${(r.stdout + r.stderr).match(/[\u0000-\u0008\u000b-\u001f\u007f]/g)?.length ?? 0} raw control characters`)

  const many = freshDir('f14ids')
  for (let i = 0; i < 5000; i++) writeFileSync(join(many, `e${String(i).padStart(4, '0')}.yaml`), chainExercise({ id: 'SAME' }))
  r = await run(many, ['check', '.'], { timeoutMs: 120_000, keepBytes: 64 << 20 })
  line('5,000 files with one id', r, firstLine(r.stdout.split('\n').at(-2) ?? ''))
  execFileSync('rm', ['-rf', many])

  r = await run(dir, ['board', '--out', 'epoch.pdf'], { env: { SOURCE_DATE_EPOCH: 'yesterday' } })
  line('SOURCE_DATE_EPOCH=yesterday', r, firstLine(r.stderr || r.stdout))
  r = await run(dir, ['play', '1000-0-0-0-0-0-0-0-0-0-0-0-0-0-S'])
  line('play 1000-0-…-S', r, firstLine(r.stderr.split('\n')[1] ?? r.stderr))
})

// ------------------------------------------------------------------------------------ issue 21

if (issue21) await (await import('./hostile-figures-21.js')).issue21Figures({ after: cli, before: values.before ? resolve(values.before) : null, only })
