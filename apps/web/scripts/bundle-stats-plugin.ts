import { writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import type { Plugin } from 'vite'
import { BUNDLE_STATS_FILE, type ModuleStat } from './bundle-stats'
import { gzipBytes } from './compress-build'

/** A module id as a reader wants it: `react-dom/…` or `app/routes/home.tsx`. */
export function shortModuleId(id: string, root: string): string {
  const clean = id.replace(/^\0/, '').split('?')[0] ?? id
  const inNodeModules = clean.lastIndexOf('/node_modules/')
  if (inNodeModules >= 0) return clean.slice(inNodeModules + '/node_modules/'.length)
  return clean.startsWith('/') ? relative(root, clean) : clean
}

/**
 * Writes `build/bundle-stats.json`, the bundle visualiser's data the budget check prints when a
 * page goes over: every client chunk with its modules and their sizes.
 */
export function bundleStats(): Plugin {
  let root = process.cwd()
  return {
    name: 'hard-hat:bundle-stats',
    apply: 'build',
    configResolved(config) {
      root = config.root
    },
    writeBundle(options, bundle) {
      if (this.environment.name !== 'client' || !options.dir) return
      const stats: Record<string, ModuleStat[]> = {}
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        const chunkGzipBytes = gzipBytes(Buffer.from(output.code)).byteLength
        const modules = Object.entries(output.modules).filter(
          ([, module]) => module.renderedLength > 0,
        )
        const renderedTotal = modules.reduce((sum, [, module]) => sum + module.renderedLength, 0)
        stats[output.fileName] = modules
          .map(([id, module]) => ({
            id: shortModuleId(id, root),
            renderedBytes: module.renderedLength,
            gzipBytes: Math.round((chunkGzipBytes * module.renderedLength) / renderedTotal),
          }))
          .sort((a, b) => b.renderedBytes - a.renderedBytes)
      }
      writeFileSync(join(dirname(options.dir), BUNDLE_STATS_FILE), JSON.stringify(stats))
    },
  }
}
