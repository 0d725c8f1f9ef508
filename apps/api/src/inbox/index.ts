import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import { inboxHooks } from './hooks.js'
import { leadRoutes } from './leads/index.js'
import { peoplePages } from './people/index.js'
import { reportPages } from './reports/index.js'
import { INBOX_CSS } from './styles.js'

export { audit } from './audit.js'
export { digestRecipients, listAssignees, morningDigestPlugin } from './follow-up/index.js'
export type { AdminAccess, AdminRouteEntry } from './hooks.js'
export { isFormPost } from './hooks.js'
export { errorSummary, page } from './layout.js'
export { FORM_TYPE_OPTIONS, PAGE_SIZE } from './leads/index.js'
export { forbiddenPage } from './other-pages.js'
export { createSetupLink, createSignInLink, INVITATION_LINK_MS } from './people/index.js'
export { type PeopleStore, peopleOf } from './people/store/index.js'
export { ukWeekSpans } from './reports/index.js'
export { reportsOf } from './reports/store.js'
export {
  type AdminActor,
  actorOf as adminActorOf,
  addressGroup,
  hashSecret,
  MAX_SIGN_IN_FAILURES,
  newSecret,
  SESSION_ABSOLUTE_MS,
  SIGN_IN_FAILURE_WINDOW_MS,
} from './session.js'
export { ukTime, ukWallClockOf, ukWallClockToMs } from './uk-time.js'

/**
 * The inbox (decisions 006 and 018), one encapsulated plugin: its pages at /admin, rendered on
 * the server with no script but passkeys, and the lead API for scripts at /api/admin. The shell's
 * hooks (who is asking, the CSP, the Origin check, form posts) guard every route inside; each
 * wing (leads, people, follow-up, reports) registers its own routes behind them.
 */
export const inboxPlugin: FastifyPluginAsync<{
  /** The deprecated shared token: an owner-scoped token for one more release. */
  adminToken: string | undefined
  publicOrigin: string
  /** The app's clock: content is published and scheduled by the one its publisher reads. */
  now: () => number
  /**
   * Other wings' routes to run behind the inbox's shell (the content API and the Content
   * section, decisions 038 and 041), given by the app so the inbox imports none of them.
   */
  wings?: readonly ((fastify: FastifyInstance, options: { now: () => number }) => Promise<void>)[]
}> = async (fastify, options) => {
  const { now, wings = [], ...shell } = options
  await fastify.register(inboxHooks, shell)
  fastify.get('/admin/inbox.css', { config: { isPublic: true } }, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(INBOX_CSS),
  )
  await fastify.register(leadRoutes)
  await fastify.register(reportPages)
  await fastify.register(peoplePages)
  // The content API (decision 038) and its pages (decision 041) sit behind the same shell.
  for (const wing of wings) await fastify.register(wing, { now })
}
