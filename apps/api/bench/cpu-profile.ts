// Reads a V8 .cpuprofile (what `node --cpu-prof` writes) into the tables a person profiling the lead
// path wants: where the samples landed (self time, by function and by package) and which of the
// workspace's own functions the time passed through (total time).

/** The parts of V8's CPU profile format this module reads. */
export interface CpuProfile {
  readonly nodes: ReadonlyArray<{
    readonly id: number
    readonly callFrame: {
      readonly functionName: string
      readonly url: string
      readonly lineNumber: number
    }
    readonly children?: readonly number[]
  }>
  readonly samples: readonly number[]
  readonly timeDeltas: readonly number[]
}

/** One row of a table: a function or an area, its time and its share of the busy time. */
export interface ProfileRow {
  readonly name: string
  readonly ms: number
  readonly share: number
}

/** Time the process spent waiting, not working: left out of every share. */
const IDLE = new Set(['(idle)', '(program)'])

/** Where a script lives, in a few words: a package, `node:` internals, or a workspace file. */
export function areaOf(url: string, functionName: string): string {
  if (url === '') return functionName.startsWith('(') ? functionName : '(native)'
  if (url.startsWith('node:')) return 'node: internals'
  const path = url.replace(/^file:\/\//, '')
  const packages = path.lastIndexOf('/node_modules/')
  if (packages >= 0) {
    const [scope, name] = path.slice(packages + '/node_modules/'.length).split('/')
    return scope?.startsWith('@') ? `${scope}/${name}` : (scope ?? path)
  }
  const workspace = /\/(apps|packages)\/([^/]+)\/(.*)$/.exec(path)
  return workspace ? `${workspace[1]}/${workspace[2]}` : path
}

function shortUrl(url: string): string {
  const path = url.replace(/^file:\/\//, '')
  const packages = path.lastIndexOf('/node_modules/')
  if (packages >= 0) return path.slice(packages + '/node_modules/'.length)
  const workspace = /\/((?:apps|packages)\/.*)$/.exec(path)
  return workspace?.[1] ?? path
}

function isWorkspaceCode(url: string): boolean {
  return !url.includes('/node_modules/') && /\/(apps|packages)\//.test(url)
}

function rows(totals: Map<string, number>, busyMs: number, limit: number): ProfileRow[] {
  return [...totals]
    .map(([name, ms]) => ({ name, ms, share: busyMs > 0 ? ms / busyMs : 0 }))
    .sort((a, b) => b.ms - a.ms || a.name.localeCompare(b.name))
    .slice(0, limit)
}

/** The profile's busy time and its top functions and areas by self time, and the workspace's own functions by total time. */
export function summariseProfile(profile: CpuProfile, limit = 20) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const parentOf = new Map<number, number>()
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parentOf.set(child, node.id)
  const label = (id: number) => {
    const frame = byId.get(id)?.callFrame
    if (!frame) return `(node ${id})`
    const name = frame.functionName || '(anonymous)'
    return frame.url === '' ? name : `${name} ${shortUrl(frame.url)}:${frame.lineNumber + 1}`
  }

  const selfByFunction = new Map<string, number>()
  const selfByArea = new Map<string, number>()
  const totalByWorkspaceFunction = new Map<string, number>()
  let busyMs = 0
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas[index] ?? 0) / 1000
    const frame = byId.get(id)?.callFrame
    if (!frame || IDLE.has(frame.functionName)) return
    busyMs += ms
    const add = (totals: Map<string, number>, key: string) =>
      totals.set(key, (totals.get(key) ?? 0) + ms)
    add(selfByFunction, label(id))
    add(selfByArea, areaOf(frame.url, frame.functionName))
    // Each workspace function once per sample, however deep it recurses.
    const seen = new Set<string>()
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      const atFrame = byId.get(at)?.callFrame
      if (!atFrame || !isWorkspaceCode(atFrame.url)) continue
      const key = label(at)
      if (seen.has(key)) continue
      seen.add(key)
      add(totalByWorkspaceFunction, key)
    }
  })
  return {
    busyMs,
    selfByFunction: rows(selfByFunction, busyMs, limit),
    selfByArea: rows(selfByArea, busyMs, limit),
    totalByWorkspaceFunction: rows(totalByWorkspaceFunction, busyMs, limit),
  }
}

/** A table of rows, milliseconds and percentages aligned, for a terminal. */
export function formatRows(title: string, table: readonly ProfileRow[], requests?: number): string {
  // Per request as well, when told how many: a share moves when another row does, and milliseconds
  // with the throughput; time per request compares two builds measured minutes apart.
  const perRequest = (row: ProfileRow) =>
    requests ? `${((row.ms * 1000) / requests).toFixed(1).padStart(7)} µs/req ` : ''
  const lines = table.map(
    (row) =>
      `${row.ms.toFixed(0).padStart(7)} ms ${perRequest(row)}${(row.share * 100).toFixed(1).padStart(5)}%  ${row.name}`,
  )
  return [title, ...lines].join('\n')
}
