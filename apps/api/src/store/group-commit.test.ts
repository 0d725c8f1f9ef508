import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { contactLeadBody, sampleSubmission } from '../test/submissions.js'
import { type BatchOutcome, createGroupCommit } from './group-commit.js'
import { createSqliteStore } from './sqlite.js'

describe('group commit', () => {
  it('writes what is submitted in one turn with one call, and settles each only after it', async () => {
    const batches: number[][] = []
    const group = createGroupCommit((inputs: readonly number[]) => {
      batches.push([...inputs])
      return inputs.map((input) => ({ ok: true, value: input * 10 }) as const)
    })
    const settled: number[] = []
    const pending = [1, 2, 3].map((input) =>
      group.submit(input).then((value) => settled.push(value)),
    )
    await Promise.resolve()
    expect([batches, settled]).toEqual([[], []])
    await Promise.all(pending)
    expect(batches).toEqual([[1, 2, 3]])
    expect(settled).toEqual([10, 20, 30])
    expect(await group.submit(4)).toBe(40)
    expect(batches).toEqual([[1, 2, 3], [4]])
  })

  it('refuses only the input the batch refused, and all of them when the batch throws', async () => {
    const refused = new Error('reference clash')
    const group = createGroupCommit((inputs: readonly number[]): BatchOutcome<number>[] =>
      inputs.map((input) =>
        input === 2 ? { ok: false, error: refused } : { ok: true, value: input },
      ),
    )
    const outcomes = await Promise.allSettled([1, 2, 3].map((input) => group.submit(input)))
    expect(outcomes).toEqual([
      { status: 'fulfilled', value: 1 },
      { status: 'rejected', reason: refused },
      { status: 'fulfilled', value: 3 },
    ])
    const full = new Error('database or disk is full')
    const failing = createGroupCommit((_inputs: readonly number[]): BatchOutcome<number>[] => {
      throw full
    })
    const all = await Promise.allSettled([1, 2].map((input) => failing.submit(input)))
    expect(all).toEqual([
      { status: 'rejected', reason: full },
      { status: 'rejected', reason: full },
    ])
  })
})

describe('the SQLite store’s group commit', () => {
  it('never keeps part of a lead when the disk fills in the middle of a batch', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'hard-hat-group-commit-'))
    try {
      createSqliteStore({ dataDir }).close()
      const probe = new Database(join(dataDir, 'hard-hat.sqlite'))
      const pages = (probe.pragma('page_count', { simple: true }) as number) + 6
      probe.close()
      const store = createSqliteStore({ dataDir, maxPageCount: pages })
      const leads = Array.from({ length: 60 }, () =>
        sampleSubmission({ body: contactLeadBody({ message: 'x'.repeat(3000) }) }),
      )
      const results = await Promise.allSettled(leads.map((lead) => store.insertSubmission(lead)))
      const stored = await store.listSubmissions()
      await store.close()
      expect(results.some((result) => result.status === 'rejected')).toBe(true)
      const fulfilled = leads.filter((_, index) => results[index]?.status === 'fulfilled')
      expect(stored.map((each) => each.id).sort()).toEqual(fulfilled.map((each) => each.id).sort())
      expect(stored.every((each) => each.deliveries.length === 2)).toBe(true)
    } finally {
      await rm(dataDir, { recursive: true, force: true })
    }
  })

  it('commits the leads still queued when the store closes', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'hard-hat-group-commit-'))
    try {
      const store = createSqliteStore({ dataDir })
      await store.migrate()
      const lead = sampleSubmission()
      const inserted = store.insertSubmission(lead)
      await store.close()
      expect(await inserted).toEqual({ kind: 'stored' })
      const reopened = createSqliteStore({ dataDir })
      expect((await reopened.findSubmission(lead.id))?.deliveries).toHaveLength(2)
      await reopened.close()
    } finally {
      await rm(dataDir, { recursive: true, force: true })
    }
  })
})
