// Types of scripts/build-studio.mjs, for the tests and the benchmark that build the studio.
export function buildStudio(options?: { outDir?: string; minify?: boolean }): Promise<{ outDir: string; metafile: import('esbuild').Metafile }>
