import { SEED_CONTENT, type SiteContent } from '@hard-hat/content'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { seedContent } from './seed.js'

export interface ContentOptions {
  /** What a new store starts with (the package's content); tests give their own. */
  readonly seed?: SiteContent | undefined
  readonly now?: (() => number) | undefined
}

/**
 * Seeds the store's content at start (decision 038): every item of the seed the store has never
 * seen is added and published; an item seeded before follows the release only while nobody here
 * has touched it.
 */
export const contentPlugin = fp(
  async (fastify: FastifyInstance, options: ContentOptions) => {
    const now = options.now ?? Date.now
    const report = await seedContent(fastify.store.sql, options.seed ?? SEED_CONTENT, now())
    if (report.added > 0 || report.refreshed > 0)
      fastify.log.info({ added: report.added, refreshed: report.refreshed }, 'content seeded')
    if (report.skipped.length > 0) {
      fastify.log.warn(
        { skipped: report.skipped },
        'content seed items not added: the store has another item with their slug',
      )
    }
  },
  { name: 'content' },
)
