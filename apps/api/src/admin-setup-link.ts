// `pnpm --filter @hard-hat/api admin:setup-link`: prints a new single-use setup link (valid for an
// hour) that makes whoever opens it an owner of the inbox, and ends any other still open (one at a
// time). It works against the configured store (DATABASE_URL, else SQLite in DATA_DIR), so only
// someone who can run the server can make one; the server's journal never holds the secret.
import './refuse-old-node.js'
import { resolve } from 'node:path'
import { parseEnv } from './env.js'
import { createSetupLink, peopleOf } from './inbox/index.js'
import { openStore } from './store/index.js'

const env = parseEnv()
const store = await openStore({ databaseUrl: env.DATABASE_URL, dataDir: resolve(env.DATA_DIR) })
try {
  const { url } = await createSetupLink({ store }, env.PUBLIC_ORIGIN)
  const owners = await peopleOf(store).countOwners()
  console.log(
    `Open this link within an hour to set up a passkey as an owner of the inbox (it works once):\n${url}`,
  )
  if (owners > 0) console.log(`(The inbox has ${owners} owner${owners === 1 ? '' : 's'} already.)`)
} finally {
  await store.close()
}
