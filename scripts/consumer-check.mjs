#!/usr/bin/env node
// Installs the current package the way another agency site would: from a packed tarball, in a
// project outside the workspace, with npm. Then runs the package's consumer/ fixtures: an ESM
// import, a CommonJS require and a type-check of both module kinds against the shipped types.
// Run from a package directory (its `test:consumer` script); the package must be built.
import { execFileSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import { homedir, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const packageDir = process.cwd()
const workspaceRoot = resolve(packageDir, '../..')
const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'))
const manifest = readJson(join(packageDir, 'package.json'))
const fixturesDir = join(packageDir, 'consumer')
if (!existsSync(fixturesDir)) throw new Error(`consumer-check: ${fixturesDir} has no fixtures`)

const workspacePackages = new Map(
  readdirSync(join(workspaceRoot, 'packages')).map((name) => {
    const dir = join(workspaceRoot, 'packages', name)
    return [readJson(join(dir, 'package.json')).name, dir]
  }),
)

// The package and every workspace package it depends on, packed as the registry would serve them.
function workspaceClosure(name, seen = new Set()) {
  if (seen.has(name)) return seen
  seen.add(name)
  const deps = readJson(join(workspacePackages.get(name), 'package.json')).dependencies ?? {}
  for (const dep of Object.keys(deps)) if (workspacePackages.has(dep)) workspaceClosure(dep, seen)
  return seen
}

// The lowest Node.js the package's engines accept (">=20.19" is 20.19.0), installed once from the
// npm registry into the cache: the fixtures run on it as well as on this Node.js, so the published
// range is one that was tried.
function floorNode() {
  const match = /^>=(\d+)\.(\d+)(?:\.(\d+))?$/.exec(manifest.engines?.node ?? '')
  if (!match)
    throw new Error(`consumer-check: ${manifest.name} engines.node must be ">=MAJOR.MINOR"`)
  const version = `${match[1]}.${match[2]}.${match[3] ?? 0}`
  const cacheRoot = join(homedir(), '.cache', 'hard-hat', 'node')
  const prefix = join(cacheRoot, version)
  if (!existsSync(join(prefix, 'bin', 'node'))) {
    mkdirSync(cacheRoot, { recursive: true })
    const staging = mkdtempSync(join(cacheRoot, `.${version}-`))
    execFileSync(
      'npm',
      [
        'install',
        '-g',
        '--prefix',
        staging,
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        `node@${version}`,
      ],
      { stdio: 'inherit' },
    )
    try {
      renameSync(staging, prefix)
    } catch {
      rmSync(staging, { recursive: true, force: true }) // another package's check installed it first
    }
  }
  return join(prefix, 'bin', 'node')
}

const project = mkdtempSync(join(tmpdir(), 'hard-hat-consumer-'))
const started = Date.now()
try {
  const tarballs = [...workspaceClosure(manifest.name)].map((name) => {
    const output = execFileSync('pnpm', ['pack', '--pack-destination', project], {
      cwd: workspacePackages.get(name),
      encoding: 'utf8',
    })
    const tarball = output.trim().split('\n').pop()
    return resolve(project, tarball)
  })

  // Peer dependencies at the versions the package is developed against, plus their @types.
  const devDeps = manifest.devDependencies ?? {}
  const peers = Object.keys(manifest.peerDependencies ?? {}).flatMap((peer) => {
    const typesName = `@types/${peer.replace('@', '').replace('/', '__')}`
    const wanted = [`${peer}@${devDeps[peer] ?? manifest.peerDependencies[peer]}`]
    if (devDeps[typesName]) wanted.push(`${typesName}@${devDeps[typesName]}`)
    return wanted
  })

  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, version: '0.0.0' }, null, 2),
  )
  execFileSync(
    'npm',
    ['install', '--no-audit', '--no-fund', '--loglevel=error', ...tarballs, ...peers],
    { cwd: project, stdio: 'inherit' },
  )

  cpSync(fixturesDir, project, { recursive: true })
  for (const node of [process.execPath, floorNode()]) {
    const version = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim()
    for (const fixture of readdirSync(fixturesDir)) {
      if (/\.(mjs|cjs)$/.test(fixture)) {
        execFileSync(node, [fixture], { cwd: project, stdio: 'inherit' })
        console.log(`consumer-check: ${manifest.name} ${fixture} ran on Node.js ${version}`)
      }
    }
  }

  const typeFixtures = readdirSync(fixturesDir).filter((file) => /\.(mts|cts|tsx?)$/.test(file))
  if (typeFixtures.length > 0) {
    const tsc = createRequire(join(workspaceRoot, 'package.json')).resolve('typescript/bin/tsc')
    writeFileSync(
      join(project, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          module: 'nodenext',
          moduleResolution: 'nodenext',
          target: 'es2022',
          strict: true,
          noEmit: true,
          jsx: 'react-jsx',
          types: [],
          skipLibCheck: false,
        },
        files: typeFixtures,
      }),
    )
    execFileSync(process.execPath, [tsc, '-p', 'tsconfig.json'], { cwd: project, stdio: 'inherit' })
    console.log(`consumer-check: ${manifest.name} types of ${typeFixtures.join(', ')} checked`)
  }
  console.log(`consumer-check: ${manifest.name} passed in ${Date.now() - started} ms`)
} finally {
  rmSync(project, { recursive: true, force: true })
}
