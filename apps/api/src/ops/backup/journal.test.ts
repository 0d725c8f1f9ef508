import { appendFile, mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createDeliveryJournal, pruneJournal, readJournal } from './journal.js'

const NOV_2026 = Date.UTC(2026, 10, 24, 12)
const DEC_2026 = Date.UTC(2026, 11, 2, 9)

describe('the delivery journal', () => {
  let directory: string
  beforeEach(async () => {
    directory = join(await mkdtemp(join(tmpdir(), 'hard-hat-journal-')), 'journal')
  })
  afterEach(async () => {
    await rm(join(directory, '..'), { recursive: true, force: true })
  })

  it('reads back every delivery recorded, oldest first, across monthly files', async () => {
    const journal = createDeliveryJournal(directory)
    await journal.record({ at: DEC_2026, id: 'b', reference: 'HH-B', destination: 'email' })
    await journal.record({ at: NOV_2026, id: 'a', reference: 'HH-A', destination: 'crm' })
    expect((await readdir(directory)).sort()).toEqual([
      'deliveries-2026-11.jsonl',
      'deliveries-2026-12.jsonl',
    ])
    expect(await readJournal(directory)).toEqual({
      entries: [
        { at: NOV_2026, id: 'a', reference: 'HH-A', destination: 'crm' },
        { at: DEC_2026, id: 'b', reference: 'HH-B', destination: 'email' },
      ],
      erasures: [],
      endings: [],
      unreadableLines: 0,
    })
  })

  it('keeps erasures apart from deliveries', async () => {
    const journal = createDeliveryJournal(directory)
    await journal.record({ at: NOV_2026, id: 'a', reference: 'HH-A', destination: 'crm' })
    await journal.recordErasure({ at: NOV_2026 + 1, erased: ['HH-A', 'HH-C'] })
    const { entries, erasures } = await readJournal(directory)
    expect(entries.map((entry) => entry.id)).toEqual(['a'])
    expect(erasures).toEqual([{ at: NOV_2026 + 1, erased: ['HH-A', 'HH-C'] }])
  })

  it('keeps endings of access apart from deliveries and erasures, oldest first', async () => {
    const journal = createDeliveryJournal(directory)
    await journal.recordAccessEnded({ at: NOV_2026 + 2, ended: 'person', id: 'p1' })
    await journal.recordErasure({ at: NOV_2026, erased: ['HH-A'] })
    await journal.recordAccessEnded({ at: NOV_2026 + 1, ended: 'token', id: 't1' })
    const { endings, erasures } = await readJournal(directory)
    expect(erasures).toHaveLength(1)
    expect(endings).toEqual([
      { at: NOV_2026 + 1, ended: 'token', id: 't1' },
      { at: NOV_2026 + 2, ended: 'person', id: 'p1' },
    ])
  })

  it('counts a line cut by a crash as unreadable and keeps every other', async () => {
    const journal = createDeliveryJournal(directory)
    await journal.record({ at: NOV_2026, id: 'a', reference: 'HH-A', destination: 'crm' })
    await appendFile(join(directory, 'deliveries-2026-11.jsonl'), '{"at":17955597')
    const { entries, unreadableLines } = await readJournal(directory)
    expect(entries.map((entry) => entry.id)).toEqual(['a'])
    expect(unreadableLines).toBe(1)
  })

  it('reads a folder that does not exist yet as an empty journal', async () => {
    expect(await readJournal(join(directory, 'nothing'))).toEqual({
      entries: [],
      erasures: [],
      endings: [],
      unreadableLines: 0,
    })
  })

  it('prunes only the months that ended before the oldest backup kept', async () => {
    const journal = createDeliveryJournal(directory)
    await journal.record({ at: NOV_2026, id: 'a', reference: 'HH-A', destination: 'crm' })
    await journal.record({ at: DEC_2026, id: 'b', reference: 'HH-B', destination: 'crm' })
    expect(await pruneJournal(directory, Date.UTC(2026, 10, 30))).toEqual([])
    expect(await pruneJournal(directory, Date.UTC(2026, 11, 1, 0, 0, 1))).toEqual([
      'deliveries-2026-11.jsonl',
    ])
    expect(await readdir(directory)).toEqual(['deliveries-2026-12.jsonl'])
  })
})
