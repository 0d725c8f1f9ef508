// NODE_OPTIONS="--import ./bench/node-sqlite/register.mjs": every import of 'better-sqlite3', in
// this process and in the servers it spawns, resolves to the node:sqlite adapter beside this file.
import { registerHooks } from 'node:module'

const DRIVER = new URL('./driver.mjs', import.meta.url).href

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier === 'better-sqlite3') return { url: DRIVER, format: 'module', shortCircuit: true }
    const resolved = nextResolve(specifier, context)
    // Vitest resolves the bare name to the package's own file first.
    return /\/better-sqlite3\/lib\/index\.js$/.test(resolved.url)
      ? { url: DRIVER, format: 'module', shortCircuit: true }
      : resolved
  },
})
