import { rmSync } from 'node:fs'

/** Removes the temporary SQLite store the API used for this run. */
export default function globalTeardown() {
  const dataDir = process.env.E2E_DATA_DIR
  if (dataDir?.includes('hard-hat-e2e-')) rmSync(dataDir, { recursive: true, force: true })
}
