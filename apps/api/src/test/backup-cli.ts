import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'

/** The build's CLI, as the operator runs it (the global setup builds it when stale, built-api.ts). */
const CLI = fileURLToPath(new URL('../../dist/backup-cli.js', import.meta.url))

/** Runs `backup` or `restore FILE` as the operator does, in its own process, with this environment. */
export async function runBackupCli(
  args: readonly string[],
  env: Record<string, string | undefined>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [CLI, ...args],
      { env: { ...process.env, LOG_LEVEL: 'warn', ...env }, timeout: 120_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0
        resolve({ code, stdout, stderr })
      },
    )
  })
}
