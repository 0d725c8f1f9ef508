// What the build's server bundle needs of the build's tooling (entry.server defers hydration with
// it): no Vite, no command-line entry, nothing that runs when imported.

/** One module as it ended up in a chunk of the client build. */
export interface ModuleStat {
  readonly id: string
  readonly renderedBytes: number
  /** Its share of the chunk's gzipped size, in proportion to its rendered bytes. */
  readonly gzipBytes: number
}

/** Chunk file name (as in the HTML, without the leading slash) to the modules it holds. */
export type BundleStats = Record<string, readonly ModuleStat[]>

/** Where the stats land: beside the client folder, so the site never serves them. */
export const BUNDLE_STATS_FILE = 'bundle-stats.json'

/** The specifiers a module imports statically (`import "./x.js"`, `import {a} from "./x.js"`). */
export function staticImportsOf(code: string): string[] {
  const specifiers: string[] = []
  for (const match of code.matchAll(
    /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/g,
  )) {
    if (match[1]) specifiers.push(match[1])
  }
  return specifiers
}
