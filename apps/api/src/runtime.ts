import { readFileSync } from 'node:fs'

/** The lowest Node.js the server runs on: the `engines.node` of this workspace's package.json. */
export function nodeFloor(): string {
  const manifest = JSON.parse(
    readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
  ) as {
    engines?: { node?: string }
  }
  const match = /^>=(\d+\.\d+(?:\.\d+)?)$/.exec(manifest.engines?.node ?? '')
  if (!match?.[1]) throw new Error('apps/api/package.json must say engines.node as ">=MAJOR.MINOR"')
  return match[1]
}

function parts(version: string): number[] {
  return version.replace(/^v/, '').split('.').map(Number)
}

/** Whether `version` (as in process.versions.node) is `floor` or later. */
export function isAtLeast(version: string, floor: string): boolean {
  const have = parts(version)
  const need = parts(floor)
  for (let index = 0; index < 3; index += 1) {
    const difference = (have[index] ?? 0) - (need[index] ?? 0)
    if (difference !== 0) return difference > 0
  }
  return true
}

/** Why the server will not start on Node.js `version`, or undefined when it will. */
export function unsupportedRuntime(version: string, floor = nodeFloor()): string | undefined {
  if (isAtLeast(version, floor)) return undefined
  return (
    `The Hard Hat Websites server needs Node.js ${floor} or later (Node.js 24 LTS is the one it is ` +
    `built for); this is Node.js ${version}, so it will not start. Install Node.js 24, for example ` +
    '`npm install -g node@24`, and start it again.'
  )
}
