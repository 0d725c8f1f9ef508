import type { EventEmitter } from 'node:events'
import type { FastifyInstance } from 'fastify'

/** The parts of `process` the server's safety net uses; tests pass an EventEmitter. */
export interface ProcessLike extends Pick<EventEmitter, 'on' | 'once'> {
  exit(code: number): void
}

/**
 * Closes the app gracefully once and exits: stop accepting, let in-flight requests finish, let the
 * outbox worker record what it delivered, close the store. SIGTERM/SIGINT exit 0; an uncaught
 * exception or unhandled rejection is logged and exits 1, so a supervisor (systemd, a platform)
 * restarts a process whose state can no longer be trusted. A close that hangs exits after `graceMs`.
 */
export function installProcessSafety(
  app: FastifyInstance,
  options: { graceMs: number; process?: ProcessLike },
): { shutdown(code: number): Promise<void> } {
  const target: ProcessLike = options.process ?? process
  let closing: Promise<void> | undefined

  const shutdown = (code: number): Promise<void> => {
    if (closing) return closing
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting')
      target.exit(1)
    }, options.graceMs)
    timer.unref()
    closing = app.close().then(
      () => {
        clearTimeout(timer)
        target.exit(code)
      },
      (error: unknown) => {
        clearTimeout(timer)
        app.log.error({ err: error }, 'shutdown failed')
        target.exit(1)
      },
    )
    return closing
  }

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    target.once(signal, () => {
      app.log.info({ signal }, 'shutting down')
      void shutdown(0)
    })
  }
  target.on('uncaughtException', (error: unknown) => {
    app.log.fatal({ err: error }, 'uncaught exception: closing gracefully, then exiting 1')
    void shutdown(1)
  })
  target.on('unhandledRejection', (reason: unknown) => {
    app.log.fatal({ err: reason }, 'unhandled rejection: closing gracefully, then exiting 1')
    void shutdown(1)
  })
  return { shutdown }
}
