// Kept only for the inbox's routes/api/admin/actions.ts until the inbox wing moves it: the journal
// is the operations wing's (ops/backup/journal.ts). The lead deletes this file on merge.
export type { AccessEntry } from '../ops/index.js'
