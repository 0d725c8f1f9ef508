import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'

/** How often the checkpointer copies committed pages from the WAL into the database file. */
export const CHECKPOINT_INTERVAL_MS = 100

/**
 * The WAL size (in pages) at which a commit on the store's own connection checkpoints after all:
 * a backstop, ten times SQLite's default, for a load the checkpointer never catches up with (it
 * cannot reset the WAL while commits keep arriving) or a checkpointer that has died.
 */
export const BACKSTOP_CHECKPOINT_PAGES = 10_000

// Plain CommonJS evaluated in the worker, so it runs the same from the build and from source.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const Database = require(workerData.driverPath)
const db = new Database(workerData.file, { fileMustExist: true })
db.pragma('synchronous = NORMAL')
const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)')
  } catch {
    // Busy (the store's backstop is checkpointing) or a fault the store reports on its next
    // write: the next tick tries again.
  }
}, workerData.intervalMs)
parentPort.once('message', () => {
  clearInterval(timer)
  db.close()
  parentPort.close()
})
`

/** A running checkpointer: `stop` closes its connection and ends its thread. */
export interface Checkpointer {
  stop(): Promise<void>
}

/**
 * Checkpoints the SQLite file at `file` from a worker thread (PASSIVE: it never blocks a writer),
 * so the copy of WAL pages into the database and its fsync happen beside the request path instead
 * of inside whichever commit crosses SQLite's autocheckpoint threshold. Decision 023.
 */
export function startCheckpointer(
  file: string,
  intervalMs: number = CHECKPOINT_INTERVAL_MS,
): Checkpointer {
  const driverPath = createRequire(import.meta.url).resolve('better-sqlite3')
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { driverPath, file, intervalMs },
  })
  // It must never keep a process alive that has nothing else to do.
  worker.unref()
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()))
  // A worker that fails to start leaves the backstop in charge; the store keeps working.
  worker.on('error', () => {})
  return {
    async stop() {
      // Held while it stops: awaiting an unreferenced thread's exit lets a process with nothing
      // else to do end first (a command-line restore closed its store and exited with code 13).
      worker.ref()
      worker.postMessage('stop')
      await exited
    },
  }
}
