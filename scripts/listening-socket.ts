import { readdir, readFile, readlink } from 'node:fs/promises'
import { join } from 'node:path'

/**
 * Whether process `pid` holds the socket listening on 127.0.0.1:`port` (Linux's /proc; where there
 * is none, whether the process still runs). A test's server gets a port that was free when chosen,
 * but on a busy machine another test's server (a fake CRM, another instance) can take it before
 * this one binds it; an answer on the port then comes from the wrong server. The test harnesses
 * (the API's `startServer`, the browser suite's offer servers) wait until this is true.
 */
export async function isListeningOn(pid: number | undefined, port: number): Promise<boolean> {
  if (pid === undefined || !isRunning(pid)) return false
  const table = await readFile('/proc/net/tcp', 'utf8').catch(() => undefined)
  if (table === undefined) return true
  const localPort = `:${port.toString(16).toUpperCase().padStart(4, '0')}`
  const LISTEN = '0A'
  const inodes = new Set(
    table
      .split('\n')
      .map((line) => line.trim().split(/\s+/))
      .filter((fields) => fields[1]?.endsWith(localPort) && fields[3] === LISTEN)
      .map((fields) => fields[9]),
  )
  const fdDir = `/proc/${pid}/fd`
  for (const fd of await readdir(fdDir).catch(() => [])) {
    const inode = /^socket:\[(\d+)\]$/.exec(await readlink(join(fdDir, fd)).catch(() => ''))?.[1]
    if (inode !== undefined && inodes.has(inode)) return true
  }
  return false
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}
