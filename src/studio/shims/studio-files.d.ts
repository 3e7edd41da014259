/** The files the build script bundles (scripts/build-studio.mjs): path → text. */
declare module 'studio:files' {
  export const files: Readonly<Record<string, string>>
}
