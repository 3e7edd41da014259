// svgdom's font configuration is missing from @types/svgdom.
import 'svgdom'

declare module 'svgdom' {
  interface SvgdomConfig {
    setFontDir(dir: string): SvgdomConfig
    setFontFamilyMappings(map: Record<string, string>): SvgdomConfig
    /** Returns nothing: call it last. */
    preloadFonts(): void
  }
  export const config: SvgdomConfig
}
