import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const apiDir = fileURLToPath(new URL('../..', import.meta.url))
const BUILT = join(apiDir, 'dist/server.js')

/** The newest change to what `tsc -p tsconfig.build.json` compiles: src, less the tests. */
function newestSourceMs(dir = join(apiDir, 'src')): number {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) {
      if (path !== join(apiDir, 'src/test')) newest = Math.max(newest, newestSourceMs(path))
    } else if (!entry.name.endsWith('.test.ts')) {
      newest = Math.max(newest, statSync(path).mtimeMs)
    }
  }
  return newest
}

/**
 * The tests that start the server or the backup CLI in a process of its own run the build, as
 * production does (`node dist/server.js`), not the source through a TypeScript loader: a start
 * costs about 2.4 CPU-s instead of 3.7. turbo builds the API before its tests; this builds it when
 * the tests run on their own and the source changed since the last build.
 */
export default function setup() {
  const builtMs = existsSync(BUILT) ? statSync(BUILT).mtimeMs : 0
  const configMs = Math.max(
    ...['tsconfig.json', 'tsconfig.build.json'].map((file) => statSync(join(apiDir, file)).mtimeMs),
  )
  if (builtMs >= Math.max(newestSourceMs(), configMs)) return
  console.log('@hard-hat/api tests: building the API (dist/ is older than src/)')
  // The package's own `build` script, through npm, which every Node.js install has.
  execFileSync('npm', ['run', '--silent', 'build'], { cwd: apiDir, stdio: 'inherit' })
}
