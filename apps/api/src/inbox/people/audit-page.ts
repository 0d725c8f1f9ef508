import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { auditPage } from './pages.js'
import { sendPage } from './shared.js'
import { peopleOf } from './store/index.js'

const AUDIT_PAGE_SIZE = 200

/** The audit page's paging and filter (a person's id and an action are no personal data). */
const AuditFilterSchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  person: z
    .string()
    .regex(/^[\w-]{1,100}$/)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  action: z
    .string()
    .regex(/^[a-z:-]{1,40}$/)
    .optional()
    .or(z.literal('').transform(() => undefined)),
})

/** The audit (owners only): newest first, a page at a time, filtered by person or action. */
export const auditRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get('/admin/audit', { config: { access: 'owner' } }, async (request, reply) => {
    const query = AuditFilterSchema.safeParse(request.query)
    const filter = query.success ? query.data : { page: 1 }
    const found = await fastify.store.listAudit({
      limit: AUDIT_PAGE_SIZE + 1,
      offset: (filter.page - 1) * AUDIT_PAGE_SIZE,
      ...(filter.person ? { actorId: filter.person } : {}),
      ...(filter.action ? { action: filter.action } : {}),
    })
    return sendPage(
      reply,
      auditPage({
        entries: found.slice(0, AUDIT_PAGE_SIZE),
        hasOlder: found.length > AUDIT_PAGE_SIZE,
        filter,
        people: await peopleOf(fastify.store).listPeople(),
      }),
    )
  })
}
