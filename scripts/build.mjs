// Bundles the CLI (and the benchmark) into dist/ with esbuild, so the shipped command starts fast
// (no TypeScript compiler at run time). Runs on `npm install` (prepare) and before `npm run kit`.
import { build } from 'esbuild'
import { chmodSync } from 'node:fs'

// dist/ is overwritten in place (not removed first), so builds running side by side never see it vanish.
await build({
  entryPoints: { 'awale-kit': 'src/cli/bin.ts', bench: 'bench/bench.ts' },
  outdir: 'dist',
  bundle: true,
  splitting: true, // verbs load their heavy parts (svgdom, pdfkit) only when used
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  sourcemap: 'linked',
  chunkNames: 'chunks/[name]-[hash]',
  logLevel: 'warning',
})
chmodSync('dist/awale-kit.js', 0o755)
