import { randomUUID } from 'node:crypto'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { LEAD_STATUSES } from '../../store/types.js'
import { notFoundPage } from '../other-pages.js'
import { actorOf } from '../session.js'
import { listAssignees } from './assignees.js'
import { type FollowUpErrors, NOTE_MAX_LENGTH } from './view.js'

/** Renders a lead's page with the reply forms' errors and what was typed; undefined when there is no such lead. */
export type RenderDetail = (
  id: string,
  extras: { errors: FollowUpErrors; typed: { status?: string; note?: string } },
) => Promise<string | undefined>

const IdParamsSchema = z.object({ id: z.string().min(1).max(100) })

const StatusFormSchema = z.object({
  status: z.enum(LEAD_STATUSES, { error: 'Select a status' }),
  note: z
    .string()
    .max(NOTE_MAX_LENGTH, `Enter a note of ${NOTE_MAX_LENGTH} characters or fewer`)
    .optional()
    .transform((note) => (note?.trim() ? note.trim().normalize('NFC') : null)),
})

const AssignFormSchema = z.object({ assignedTo: z.string().max(200) })

const STATUS_DONE = { done: 'status', unchanged: 'status-unchanged' } as const
const ASSIGN_DONE = { done: 'assign', unchanged: 'assign-unchanged' } as const

/**
 * A lead's status and assignee, changed from its page by plain form posts (no script), each change
 * audited with who made it (P-lead-status-audited). Staff may use both.
 */
export const followUpRoutes: FastifyPluginAsyncZod<{ renderDetail: RenderDetail }> = async (
  fastify,
  { renderDetail },
) => {
  const backTo = (reply: FastifyReply, id: string, done: string) =>
    reply.redirect(`/admin/leads/${encodeURIComponent(id)}?done=${done}#reply`, 303)
  const refuse = async (
    reply: FastifyReply,
    id: string,
    errors: FollowUpErrors,
    typed: { status?: string; note?: string } = {},
  ) => {
    const page = await renderDetail(id, { errors, typed })
    reply.type('text/html; charset=utf-8')
    return page === undefined ? reply.code(404).send(notFoundPage()) : reply.code(400).send(page)
  }

  fastify.post(
    '/admin/leads/:id/status',
    { config: { access: 'staff' }, schema: { params: IdParamsSchema } },
    async (request, reply) => {
      const { id } = request.params
      const form = StatusFormSchema.safeParse(request.body)
      if (!form.success) {
        const body = (request.body ?? {}) as Record<string, unknown>
        const errors: Record<string, string> = {}
        for (const issue of form.error.issues) errors[String(issue.path[0])] ??= issue.message
        return refuse(reply, id, errors, {
          ...(typeof body.status === 'string' ? { status: body.status } : {}),
          ...(typeof body.note === 'string'
            ? { note: body.note.slice(0, NOTE_MAX_LENGTH * 2) }
            : {}),
        })
      }
      const result = await fastify.store.changeStatus({
        submissionId: id,
        to: form.data.status,
        note: form.data.note,
        actor: actorOf(request),
        atMs: Date.now(),
        auditId: randomUUID(),
      })
      if (result === 'not_found') {
        return reply.code(404).type('text/html; charset=utf-8').send(notFoundPage())
      }
      request.log.info({ submissionId: id, status: form.data.status }, 'lead status changed')
      return backTo(reply, id, STATUS_DONE[result])
    },
  )

  fastify.post(
    '/admin/leads/:id/assign',
    { config: { access: 'staff' }, schema: { params: IdParamsSchema } },
    async (request, reply) => {
      const { id } = request.params
      const form = AssignFormSchema.safeParse(request.body)
      const assignees = await listAssignees(fastify)
      const assignedTo = form.success && form.data.assignedTo !== '' ? form.data.assignedTo : null
      if (
        !form.success ||
        (assignedTo !== null && !assignees.some((person) => person.id === assignedTo))
      ) {
        return refuse(reply, id, { assignedTo: 'Select a person from the list, or Unassigned' })
      }
      const result = await fastify.store.assign({
        submissionId: id,
        assignedTo,
        actor: actorOf(request),
        atMs: Date.now(),
        auditId: randomUUID(),
      })
      if (result === 'not_found') {
        return reply.code(404).type('text/html; charset=utf-8').send(notFoundPage())
      }
      return backTo(reply, id, ASSIGN_DONE[result])
    },
  )
}

export { type Assignee, digestRecipients, listAssignees } from './assignees.js'
export { morningDigestPlugin } from './digest-plugin.js'
export { type FollowUpStore, followUpOf } from './store.js'
export {
  actorWords,
  type FollowUpErrors,
  followUpSection,
  LEAD_STATUS_WORDS,
  replyByWords,
  replyStateOf,
} from './view.js'
