import {
  CLAIM_KEYS,
  CLAIM_SCHEMAS,
  type ClaimKey,
  type ClaimValues,
  isClaimShown,
} from '@hard-hat/content'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { actorOf } from '../actor.js'
import { parseClaimForm } from './fields.js'
import { CLAIM_DONE_WORDS, CLAIMS_PAGE_PATH, claimsPage } from './pages.js'
import { claimHiddenFrom, createClaimStore, type StoredClaim } from './store.js'

const API_BASE = '/api/admin/content/claims'
const TAGS = ['content']

const KeyParams = z.object({
  key: z.enum(CLAIM_KEYS, { error: `Choose the claim: one of ${CLAIM_KEYS.join(', ')}` }),
})

/** What a script sends: new values for some claims (each confirmed now), and claims to confirm. */
const ClaimsUpdateSchema = z
  .object({
    set: z
      .object({
        'premium-slots': CLAIM_SCHEMAS['premium-slots'].optional(),
        'offer-slots': CLAIM_SCHEMAS['offer-slots'].optional(),
        clients: CLAIM_SCHEMAS.clients.optional(),
        rating: CLAIM_SCHEMAS.rating.optional(),
        results: CLAIM_SCHEMAS.results.optional(),
      })
      .strict()
      .optional(),
    confirm: z
      .array(z.enum(CLAIM_KEYS, { error: `Name claims from ${CLAIM_KEYS.join(', ')}` }))
      .max(CLAIM_KEYS.length)
      .optional(),
  })
  .strict()
  .refine((body) => Object.keys(body.set ?? {}).length > 0 || (body.confirm?.length ?? 0) > 0, {
    error: 'Send claims to set, or claims to confirm',
    path: ['set'],
  })

/** A claim as the API answers it: its value, whether it is shown now, who set and confirmed it. */
function claimAnswer(claim: StoredClaim, nowMs: number) {
  const hiddenFrom = claimHiddenFrom(claim)
  return {
    key: claim.key,
    value: claim.value,
    shown: isClaimShown(claim.key, claim.confirmedAtMs, nowMs),
    hiddenFrom: hiddenFrom === null ? null : new Date(hiddenFrom).toISOString(),
    updatedBy: claim.updatedBy,
    updatedAt: new Date(claim.updatedAtMs).toISOString(),
    confirmedBy: claim.confirmedBy,
    confirmedAt: new Date(claim.confirmedAtMs).toISOString(),
  }
}

/**
 * The claims that must be true (decision 044): the page at /admin/content/claims (staff see it,
 * owners change it) and the scripts' API (`content` scope; changes need an owner or a token).
 * Every save and confirmation is audited with who did it and the value, never anything personal.
 */
export const claimRoutes: FastifyPluginAsyncZod<{ now: () => number }> = async (
  fastify,
  { now },
) => {
  const claims = createClaimStore(fastify.store.sql)

  const record = async (request: FastifyRequest, action: string, key: ClaimKey, more = '') => {
    await fastify.store.recordAudit({
      id: crypto.randomUUID(),
      atMs: now(),
      actor: actorOf(request),
      action: `content-claim-${action}`,
      submissionId: null,
      detail: `${key}${more}`,
    })
  }
  const saved = async <Key extends ClaimKey>(
    request: FastifyRequest,
    key: Key,
    value: ClaimValues[Key],
  ) => {
    const claim = await claims.set(key, value, actorOf(request).name, now())
    await record(request, 'saved', key, `: ${JSON.stringify(claim.value)}`)
    return claim
  }
  const confirmed = async (request: FastifyRequest, key: ClaimKey) => {
    const claim = await claims.confirm(key, actorOf(request).name, now())
    await record(request, 'confirmed', key)
    return claim
  }
  const mayChange = (request: FastifyRequest) => request.adminActor?.role === 'owner'

  fastify.get(CLAIMS_PAGE_PATH, { config: { access: 'staff' } }, async (request, reply) => {
    const done = (request.query as { done?: unknown }).done
    return reply.type('text/html; charset=utf-8').send(
      claimsPage({
        claims: await claims.list(),
        nowMs: now(),
        mayChange: mayChange(request),
        done:
          typeof done === 'string' && done in CLAIM_DONE_WORDS
            ? CLAIM_DONE_WORDS[done as keyof typeof CLAIM_DONE_WORDS]
            : undefined,
      }),
    )
  })

  fastify.post(
    `${CLAIMS_PAGE_PATH}/:key`,
    { config: { access: 'owner' }, schema: { params: KeyParams } },
    async (request, reply) => {
      const { key } = request.params
      const form = (request.body ?? {}) as Record<string, unknown>
      const parsed = parseClaimForm(key, form)
      if (parsed.problems) {
        return reply
          .code(400)
          .type('text/html; charset=utf-8')
          .send(
            claimsPage({
              claims: await claims.list(),
              nowMs: now(),
              mayChange: true,
              refused: { key, sent: form, problems: parsed.problems },
            }),
          )
      }
      await saved(request, key, parsed.value)
      return reply.redirect(`${CLAIMS_PAGE_PATH}?done=saved#claim-${key}`, 303)
    },
  )

  fastify.post(
    `${CLAIMS_PAGE_PATH}/:key/confirm`,
    { config: { access: 'owner' }, schema: { params: KeyParams } },
    async (request, reply) => {
      await confirmed(request, request.params.key)
      return reply.redirect(`${CLAIMS_PAGE_PATH}?done=confirmed#claim-${request.params.key}`, 303)
    },
  )

  fastify.get(
    API_BASE,
    {
      config: { access: 'staff', scope: 'content' },
      schema: {
        hide: false,
        tags: TAGS,
        summary:
          'Lists the claims that must be true, each with its value, whether it is shown now and when it was last confirmed',
      },
    },
    async () => {
      const nowMs = now()
      return { claims: (await claims.list()).map((claim) => claimAnswer(claim, nowMs)) }
    },
  )

  fastify.put(
    API_BASE,
    {
      config: { access: 'owner', scope: 'content' },
      schema: {
        hide: false,
        tags: TAGS,
        summary:
          'Sets claims (each confirmed true now) and confirms others still true: { "set": { "premium-slots": { "left": 2, "total": 5 } }, "confirm": ["rating"] }',
        body: ClaimsUpdateSchema,
      },
    },
    async (request) => {
      const { set = {}, confirm = [] } = request.body
      for (const key of CLAIM_KEYS) {
        const value = set[key]
        if (value !== undefined) await saved(request, key, value as ClaimValues[typeof key])
      }
      for (const key of confirm) {
        if (set[key] === undefined) await confirmed(request, key)
      }
      const nowMs = now()
      return { claims: (await claims.list()).map((claim) => claimAnswer(claim, nowMs)) }
    },
  )
}
