#!/usr/bin/env node
// Installs the engines into site/ the way another agency would get them: packed tarballs
// (`pnpm pack`, as the registry would serve them) installed with npm, never linked from the
// workspace. The peers come from the registry at the versions the packages are built with: zod for
// forms, react and react-dom for ui.
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
for (const name of ['pricing', 'forms', 'ui']) {
  execFileSync('pnpm', ['pack', '--pack-destination', packed], {
    cwd: join(packages, name),
    stdio: 'ignore',
  })
}
const packedAt = Date.now()
const tarballs = readdirSync(packed).map((file) => `./.packed/${file}`)
const builtWith = (name) =>
  JSON.parse(readFileSync(join(packages, name, 'package.json'), 'utf8')).devDependencies
const peers = [
  `zod@${builtWith('forms').zod}`,
  `react@${builtWith('ui').react}`,
  `react-dom@${builtWith('ui')['react-dom']}`,
]
// --prefer-offline: what npm's cache already holds is taken without asking the registry again.
// A registry that is slow or unreachable for a moment otherwise costs three tries per package.
// Under `pnpm run` npm reads no global npmrc (so no `cafile`), and Turborepo hands a task only the
// variables it names: this task's turbo.json passes NODE_EXTRA_CA_CERTS through, or on a machine
// whose registry sits behind a TLS-inspecting proxy npm refuses the peers npm's cache lacks
// (SELF_SIGNED_CERT_IN_CHAIN, as in a fresh clone's CI run with an empty cache).
execFileSync(
  'npm',
  [
    'install',
    '--no-save',
    '--no-audit',
    '--no-fund',
    '--no-package-lock',
    '--prefer-offline',
    ...tarballs,
    ...peers,
  ],
  { cwd: site, stdio: 'inherit' },
)
console.log(
  `other-agency: packed ${tarballs.join(', ')} in ${packedAt - started} ms, installed in ${Date.now() - packedAt} ms`,
)
