import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { DeliveryJournal } from './backup/journal.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The delivery journal (decision 020), or null when BACKUP_DIR gives it no home. */
    journal: DeliveryJournal | null
  }
}

/** Makes the delivery journal available to the outbox (deliveries) and the admin (erasures). */
export const journalPlugin = fp(
  async (fastify: FastifyInstance, options: { journal?: DeliveryJournal | undefined }) => {
    fastify.decorate('journal', options.journal ?? null)
  },
  { name: 'journal' },
)
