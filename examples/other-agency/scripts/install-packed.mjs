#!/usr/bin/env node
// Installs the engines into site/ the way another agency would get them: packed tarballs
// (`pnpm pack`, as the registry would serve them) installed with npm, never linked from the
// workspace. zod, the forms package's peer, comes from the registry at the version it is built with.
import { execFileSync } from 'node:child_process'
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))
const site = resolve(here, '../site')
const packed = join(site, '.packed')
const packages = resolve(here, '../../../packages')
const started = Date.now()

rmSync(packed, { recursive: true, force: true })
mkdirSync(packed, { recursive: true })
for (const name of ['pricing', 'forms']) {
  execFileSync('pnpm', ['pack', '--pack-destination', packed], {
    cwd: join(packages, name),
    stdio: 'ignore',
  })
}
const tarballs = readdirSync(packed).map((file) => `./.packed/${file}`)
const zod = JSON.parse(readFileSync(join(packages, 'forms', 'package.json'), 'utf8'))
  .devDependencies.zod
execFileSync(
  'npm',
  [
    'install',
    '--no-save',
    '--no-audit',
    '--no-fund',
    '--no-package-lock',
    ...tarballs,
    `zod@${zod}`,
  ],
  { cwd: site, stdio: 'inherit' },
)
console.log(`other-agency: installed ${tarballs.join(', ')} in ${Date.now() - started} ms`)
