import { appendFile, mkdir, readdir, readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { z } from 'zod'
import { PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from '../../lib/private-files.js'
import { DESTINATIONS } from '../../store/types.js'

/**
 * The delivery journal (decision 020): one line appended, and flushed to disk, for every delivery
 * a destination acknowledged and every erasure, in files beside the backups. A store restored from
 * a backup is older than what happened since; restore replays the journal so a lead delivered after
 * the backup is not sent again, and a lead erased after it is erased again. It holds ids,
 * references and times only, never personal data.
 */
export const JOURNAL_FOLDER = 'delivery-journal'

/** One acknowledged delivery. */
export const JournalEntrySchema = z.object({
  /** When the destination acknowledged it (epoch ms). */
  at: z.number().int().nonnegative(),
  id: z.string().min(1),
  reference: z.string().min(1),
  destination: z.enum(DESTINATIONS),
})
/** One acknowledged delivery. */
export type JournalEntry = z.infer<typeof JournalEntrySchema>

/** One erasure: the references of the leads it deleted (never the address). */
export const ErasureEntrySchema = z.object({
  at: z.number().int().nonnegative(),
  erased: z.array(z.string().min(1)),
})
/** One erasure: the references of the leads it deleted. */
export type ErasureEntry = z.infer<typeof ErasureEntrySchema>

/**
 * One ending of access (P-access-ends): a token revoked, a person removed, a link cancelled or
 * used, a passkey removed, or every setup link ended once an owner exists. A restore applies
 * each again, so an older backup never brings back a way in. Ids only, never a name or address.
 */
export const AccessEntrySchema = z.object({
  at: z.number().int().nonnegative(),
  ended: z.enum(['token', 'person', 'link', 'passkey', 'setup-links']),
  id: z.string().min(1).max(200),
  /** The person a passkey belonged to. */
  personId: z.string().min(1).max(200).optional(),
})
/** One ending of access. */
export type AccessEntry = z.infer<typeof AccessEntrySchema>

/** Appends to the journal; one file per UTC month, so old months can be deleted. */
export interface DeliveryJournal {
  record(entry: JournalEntry): Promise<void>
  recordErasure(entry: ErasureEntry): Promise<void>
  recordAccessEnded(entry: AccessEntry): Promise<void>
}

const FILE_PATTERN = /^deliveries-(\d{4})-(\d{2})\.jsonl$/

function fileOf(atMs: number): string {
  return `deliveries-${new Date(atMs).toISOString().slice(0, 7)}.jsonl`
}

/**
 * The journal in `directory` (created on first use). Each line is one write of well under 4 kB to
 * a file opened for appending, so instances sharing the folder never interleave inside a line.
 */
export function createDeliveryJournal(directory: string): DeliveryJournal {
  let isReady: Promise<unknown> | undefined
  const append = async (entry: JournalEntry | ErasureEntry | AccessEntry) => {
    isReady ??= mkdir(directory, { recursive: true, mode: PRIVATE_FOLDER_MODE })
    await isReady
    await appendFile(join(directory, fileOf(entry.at)), `${JSON.stringify(entry)}\n`, {
      flush: true,
      mode: PRIVATE_FILE_MODE,
    })
  }
  return { record: append, recordErasure: append, recordAccessEnded: append }
}

/** What a journal folder holds: every readable entry, and how many lines did not parse. */
export async function readJournal(directory: string): Promise<{
  entries: JournalEntry[]
  erasures: ErasureEntry[]
  endings: AccessEntry[]
  unreadableLines: number
}> {
  const names = await readdir(directory).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return []
    throw error
  })
  const entries: JournalEntry[] = []
  const erasures: ErasureEntry[] = []
  const endings: AccessEntry[] = []
  let unreadableLines = 0
  for (const name of names.filter((file) => FILE_PATTERN.test(file)).sort()) {
    for (const line of (await readFile(join(directory, name), 'utf8')).split('\n')) {
      if (line.trim() === '') continue
      const parsed: unknown = (() => {
        try {
          return JSON.parse(line)
        } catch {
          return undefined
        }
      })()
      const delivery = JournalEntrySchema.safeParse(parsed)
      const erasure = ErasureEntrySchema.safeParse(parsed)
      const ending = AccessEntrySchema.safeParse(parsed)
      if (delivery.success) entries.push(delivery.data)
      else if (erasure.success) erasures.push(erasure.data)
      else if (ending.success) endings.push(ending.data)
      // A line cut by a crash mid-write (the last one): counted, never fatal.
      else unreadableLines += 1
    }
  }
  return {
    entries: entries.sort((a, b) => a.at - b.at),
    erasures,
    endings: endings.sort((a, b) => a.at - b.at),
    unreadableLines,
  }
}

/**
 * Deletes the journal's months that ended before `beforeMs` (the oldest backup kept: nothing a
 * restore can still need is in them); returns the files deleted.
 */
export async function pruneJournal(directory: string, beforeMs: number): Promise<string[]> {
  const names = await readdir(directory).catch(() => [] as string[])
  const deleted: string[] = []
  for (const name of names) {
    const match = FILE_PATTERN.exec(name)
    if (!match) continue
    const monthEndMs = Date.UTC(Number(match[1]), Number(match[2]), 1)
    if (monthEndMs <= beforeMs) {
      await rm(join(directory, name), { force: true })
      deleted.push(name)
    }
  }
  return deleted
}
