import type { FastifyPluginAsync } from 'fastify'
import { ApiError } from '../../plugins/app/errors.js'
import { forbiddenPage } from '../other-pages.js'
import { auditRoutes } from './audit-page.js'
import { confirmRoutes } from './confirm.js'
import { invitationRoutes } from './invitations.js'
import { legacyTokenRoutes } from './legacy-token.js'
import { createSetupLink, SETUP_LINK_MS } from './links.js'
import { passkeyRoutes } from './passkeys.js'
import { personRoutes } from './people.js'
import { sessionRoutes } from './sessions.js'
import { sendPage } from './shared.js'
import { signInRoutes } from './sign-in.js'
import { peopleOf } from './store/index.js'
import { tokenRoutes } from './tokens.js'
import { welcomeRoutes } from './welcome.js'

export { createSetupLink, createSignInLink, INVITATION_LINK_MS, linkOrigin } from './links.js'
export { actorWords } from './pages.js'

/**
 * People and their passkeys, sessions and tokens, the audit page, and the WebAuthn ceremonies
 * (decision 018), one file per resource. Registered inside the inbox, behind its hooks.
 */
export const peoplePages: FastifyPluginAsync = async (fastify) => {
  const people = peopleOf(fastify.store)
  fastify.addHook('onRoute', (route) => {
    // Who can get in is for people alone: the deprecated ADMIN_TOKEN is refused here.
    route.config = { ...route.config, isAboutAccess: true }
  })

  // A page's refusal (a staff member following an owner's link) is a page, not JSON.
  fastify.setErrorHandler(async (error, request, reply) => {
    if (
      error instanceof ApiError &&
      error.statusCode === 403 &&
      request.headers.accept?.includes('text/html')
    ) {
      return sendPage(reply, forbiddenPage(), 403)
    }
    throw error
  })

  await fastify.register(signInRoutes)
  await fastify.register(legacyTokenRoutes)
  await fastify.register(welcomeRoutes)
  await fastify.register(confirmRoutes)
  await fastify.register(passkeyRoutes)
  await fastify.register(sessionRoutes)
  await fastify.register(personRoutes)
  await fastify.register(invitationRoutes)
  await fastify.register(tokenRoutes)
  await fastify.register(auditRoutes)

  // The first owner: with no owner yet, one setup link waits (valid for an hour). A restart reuses
  // it rather than minting another, and the journal says how to print one, never the secret.
  fastify.addHook('onReady', async () => {
    const nowMs = Date.now()
    if ((await people.countOwners()) > 0) {
      await people.endSetupLinks(nowMs)
      return
    }
    const pending = (await people.listOpenInvitations(nowMs, { withSetup: true })).find(
      (link) => link.kind === 'setup',
    )
    const expiresAtMs = pending?.expiresAtMs ?? nowMs + SETUP_LINK_MS
    if (!pending) await createSetupLink(fastify, fastify.inboxOrigin)
    fastify.log.warn(
      { setupLinkExpiresAt: new Date(expiresAtMs).toISOString() },
      'No owner can sign in to the inbox yet: a single-use setup link for its first owner is pending; print it with `pnpm --filter @hard-hat/api admin:setup-link` (which replaces it) and open it within an hour',
    )
  })
}
