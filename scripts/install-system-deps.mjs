#!/usr/bin/env node
// Installs the system programs the test suite needs and npm cannot provide: Debian's Chromium
// (Lighthouse and the benchmarks) and its headless shell (the browser tests, a third less CPU per
// page; Playwright must never download its own), PostgreSQL 15 (the API's second storage
// adapter is tested against a throwaway cluster), and nginx with openssl (the shipped
// deploy/nginx.conf is tested in front of the server with a self-signed certificate), and
// Prometheus for its promtool (deploy/prometheus's rules are checked and unit-tested with it; the
// Prometheus server itself is not started). Does nothing when all are present.
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'

const hasPostgres = () =>
  existsSync('/usr/lib/postgresql') &&
  readdirSync('/usr/lib/postgresql').some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/initdb`))
const hasChromium = () => existsSync('/usr/bin/chromium')
const hasHeadlessShell = () => existsSync('/usr/bin/chromium-headless-shell')
const hasProgram = (name) =>
  ['/usr/sbin', '/usr/bin', '/usr/local/sbin', '/usr/local/bin'].some((dir) =>
    existsSync(`${dir}/${name}`),
  )

const missing = [
  ...(hasChromium() ? [] : ['chromium']),
  ...(hasHeadlessShell() ? [] : ['chromium-headless-shell']),
  ...(hasPostgres() ? [] : ['postgresql']),
  ...(hasProgram('nginx') ? [] : ['nginx']),
  ...(hasProgram('openssl') ? [] : ['openssl']),
  ...(hasProgram('promtool') ? [] : ['prometheus']),
]
if (missing.length === 0) {
  console.log(
    'install-system-deps: chromium, its headless shell, postgresql, nginx, openssl and promtool are present',
  )
  process.exit(0)
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
const sudo = isRoot ? [] : ['sudo']
const run = (args) => execFileSync(args[0], args.slice(1), { stdio: 'inherit' })
if (!existsSync('/usr/bin/apt-get')) {
  console.error(`install-system-deps: install ${missing.join(' and ')} with your package manager`)
  process.exit(1)
}
console.log(`install-system-deps: installing ${missing.join(', ')} from Debian`)
run([...sudo, 'apt-get', 'update', '-qq'])
run([
  ...sudo,
  'env',
  'DEBIAN_FRONTEND=noninteractive',
  'apt-get',
  'install',
  '-y',
  '-qq',
  ...missing,
])
