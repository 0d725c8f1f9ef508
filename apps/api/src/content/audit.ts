import type { FastifyInstance, FastifyRequest } from 'fastify'
import { actorOf } from './actor.js'
import type { ContentItem } from './store.js'

/**
 * Audits a change to an item by whoever made it, the API's and the editor's alike:
 * `content-<action>` (created, updated, published, scheduled, unpublished, restored…), naming
 * the kind, the item and its slug, never its text.
 */
export async function recordContentChange(
  fastify: FastifyInstance,
  request: FastifyRequest,
  atMs: number,
  action: string,
  item: ContentItem,
  more = '',
): Promise<void> {
  await fastify.store.recordAudit({
    id: crypto.randomUUID(),
    atMs,
    actor: actorOf(request),
    action: `content-${action}`,
    submissionId: null,
    detail: `${item.kind} ${item.id}${item.slug ? ` “${item.slug}”` : ''}${more}`,
  })
}
