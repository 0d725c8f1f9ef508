import { randomUUID } from 'node:crypto'
import { isIP } from 'node:net'
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server'
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { isLoopbackUrl } from '../../lib/loopback.js'
import {
  type AdminActor,
  type AdminAuth,
  actorOf,
  hashSecret,
  MAX_SIGN_IN_FAILURES,
  newSecret,
} from '../../plugins/app/admin-session.js'
import { ApiError } from '../../plugins/app/errors.js'
import { type Passkey, type Role, SCOPES, type SignInLink } from '../../store/people.js'
import { audit, auditAnonymousFailure, journalAccessEnded } from '../api/admin/actions.js'
import { confirmPage, hasFreshProof, safeNext } from './fresh-proof.js'
import { forbiddenPage } from './other-pages.js'
import { PASSKEY_SCRIPT, webAuthnBrowserBundle } from './passkey-script.js'
import {
  accountPage,
  auditPage,
  DEFAULT_TOKEN_DAYS,
  type InviteProblems,
  passkeysPage,
  peoplePage,
  sessionsPage,
  TOKEN_DAYS,
  type TokenProblems,
  tokensPage,
  welcomePage,
} from './people-pages.js'
import { auditRemoval, removePersonPage } from './people-removal.js'

/** The setup link for the first owner works for an hour (P-first-owner-setup-link). */
export const SETUP_LINK_MS = 60 * 60 * 1000
/** Invitations and new sign-in links work for 72 hours. */
export const INVITATION_LINK_MS = 72 * 60 * 60 * 1000
/** A WebAuthn ceremony must finish within five minutes of its challenge. */
const CHALLENGE_MS = 5 * 60 * 1000
const AUDIT_PAGE_SIZE = 200
const DAY_MS = 24 * 60 * 60 * 1000

const RP_NAME = 'Hard Hat Websites lead inbox'
/** A Host header: a name or an address (IPv6 in brackets), and an optional port. */
const HOST_PATTERN = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/i
const HTML = 'text/html; charset=utf-8'

const TokenSchema = z.string().min(20).max(100)
const IdParams = z.object({ id: z.string().min(1).max(100) })
const LinkBody = z.object({ token: TokenSchema })
const RegistrationBody = z.object({
  token: z.string().max(100).optional(),
  name: z.string().trim().max(60).optional(),
  displayName: z.string().trim().max(80).optional(),
  email: z.string().trim().max(320).optional(),
  response: z.record(z.string(), z.unknown()),
})
const EmailSchema = z.email()
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

/**
 * A new single-use link: its URL (to send, never stored) and its id. Only the secret's hash is
 * stored. A setup or invitation link's id becomes the id of the person it creates.
 */
export async function createSignInLink(
  fastify: Pick<FastifyInstance, 'store'>,
  link: Omit<SignInLink, 'id' | 'createdAtMs' | 'expiresAtMs' | 'usedAtMs'> & {
    lifetimeMs: number
  },
  publicOrigin: string,
): Promise<{ url: string; id: string }> {
  const secret = newSecret()
  const nowMs = Date.now()
  const id = randomUUID()
  const { lifetimeMs, ...record } = link
  await fastify.store.people.createLink({
    ...record,
    id,
    tokenHash: hashSecret(secret),
    createdAtMs: nowMs,
    expiresAtMs: nowMs + lifetimeMs,
    usedAtMs: null,
  })
  // The secret is in the fragment: a browser never sends it, so no server or proxy logs it.
  return { url: `${linkOrigin(publicOrigin)}/admin/welcome#${secret}`, id }
}

/**
 * Where a link opens: PUBLIC_ORIGIN, but `localhost` in place of a loopback address (the default
 * http://127.0.0.1:3000), since WebAuthn refuses an IP address as relying party and the link would
 * open a page where no passkey can be made.
 */
export function linkOrigin(publicOrigin: string): string {
  const url = new URL(publicOrigin)
  if (isIP(url.hostname.replace(/^\[|\]$/g, '')) !== 0 && isLoopbackUrl(publicOrigin))
    url.hostname = 'localhost'
  return url.origin
}

/**
 * A setup link: whoever opens it within an hour becomes an owner (P-first-owner-setup-link). One at
 * a time: any other setup link still open ends as this one is made.
 */
export async function createSetupLink(
  fastify: Pick<FastifyInstance, 'store'>,
  publicOrigin: string,
) {
  await fastify.store.people.endSetupLinks(Date.now())
  return createSignInLink(
    fastify,
    {
      kind: 'setup',
      email: null,
      displayName: null,
      role: 'owner',
      personId: null,
      createdBy: null,
      lifetimeMs: SETUP_LINK_MS,
    },
    publicOrigin,
  )
}

/** Why a link cannot be used, in words for the person holding it. */
function linkProblem(link: SignInLink | undefined, nowMs: number): string | undefined {
  if (!link) return 'This link is not valid: ask an owner for a new one'
  if (link.usedAtMs !== null) return 'This link has been used already: ask an owner for a new one'
  if (link.expiresAtMs <= nowMs) return 'This link has expired: ask an owner for a new one'
  return undefined
}

/**
 * People and their passkeys, sessions and tokens, the audit page, and the WebAuthn ceremonies
 * (decision 018). Registered inside the admin routes, behind their access check.
 */
export const peoplePages: FastifyPluginAsync<{ auth: AdminAuth; publicOrigin: string }> = async (
  fastify,
  { auth, publicOrigin },
) => {
  const people = fastify.store.people
  fastify.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, hide: true }
    // Who can get in is for people alone: the deprecated ADMIN_TOKEN is refused here.
    route.config = { ...route.config, isAboutAccess: true }
  })
  const canEmail = () => fastify.outbox.destinations.includes('email')

  /** Tells a person a passkey was added to or removed from their account (when email is set up). */
  const tellAboutPasskey = async (
    person: { email: string; displayName: string },
    change: 'added' | 'removed',
    name: string,
  ) => {
    if (!canEmail()) return
    await people.queueEmail({
      id: randomUUID(),
      recipient: person.email,
      subject: `A passkey was ${change} ${change === 'added' ? 'to' : 'from'} your lead inbox account`,
      body: [
        `Hello ${person.displayName},`,
        '',
        `The passkey “${name}” was ${change} ${change === 'added' ? 'to' : 'from'} your account of the Hard Hat Websites lead inbox.`,
        'If this was not you, ask an owner to remove your other passkeys and end your sessions now.',
        '',
      ].join('\n'),
      nowMs: Date.now(),
    })
    fastify.outbox.wake()
  }

  /** The relying party: PUBLIC_ORIGIN's host, or on loopback by IP the host the browser used. */
  const relyingParty = (request: FastifyRequest) => {
    const url = new URL(publicOrigin)
    const hostname = url.hostname.replace(/^\[|\]$/g, '')
    if (isIP(hostname) !== 0 && isLoopbackUrl(publicOrigin)) {
      const host = String(request.headers.host ?? url.host)
      // A Host that is not a host (a client's mistake or a probe) is a 400, never a 500.
      if (!HOST_PATTERN.test(host) || !URL.canParse(`${url.protocol}//${host}`)) {
        throw new ApiError(400, 'bad_request', 'The Host header is not a host name')
      }
      return {
        rpID: new URL(`${url.protocol}//${host}`).hostname,
        origin: `${url.protocol}//${host}`,
      }
    }
    return { rpID: hostname, origin: url.origin }
  }

  const newChallenge = async (purpose: string, challenge: string) => {
    await people.saveChallenge(challenge, purpose, Date.now() + CHALLENGE_MS)
  }
  const challengeCheck = (purpose: string) => (challenge: string) =>
    people.takeChallenge(challenge, purpose, Date.now())

  const sendPage = (reply: FastifyReply, body: string, code = 200) =>
    reply.code(code).type(HTML).send(body)

  // The two scripts of the inbox, same origin (allowed by script-src 'self').
  const webAuthnBundle = webAuthnBrowserBundle()
  fastify.get('/admin/webauthn.js', { config: { isPublic: true } }, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(webAuthnBundle),
  )
  fastify.get('/admin/passkey.js', { config: { isPublic: true } }, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(PASSKEY_SCRIPT),
  )

  // The ceremonies are open to anyone and write a challenge or check a secret: they share the
  // submissions' limit per address (RATE_LIMIT_MAX a minute).
  const ceremony = { isPublic: true, rateLimit: fastify.submitRateLimit } as const

  /** Verifies a passkey's assertion against a challenge made for `purpose`. */
  const checkAssertion = async (
    request: FastifyRequest,
    response: Record<string, unknown>,
    passkey: Passkey,
    purpose: string,
  ): Promise<{ ok: true; newCounter: number } | { ok: false; why: string }> => {
    const { rpID, origin } = relyingParty(request)
    try {
      const result = await verifyAuthenticationResponse({
        response: response as never,
        expectedChallenge: challengeCheck(purpose),
        expectedOrigin: origin,
        expectedRPID: rpID,
        requireUserVerification: true,
        credential: {
          id: passkey.id,
          publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
          counter: passkey.counter,
          transports: [...passkey.transports] as never,
        },
      })
      return result.verified
        ? { ok: true, newCounter: result.authenticationInfo.newCounter }
        : { ok: false, why: 'not verified' }
    } catch (error) {
      return { ok: false, why: error instanceof Error ? error.message.slice(0, 200) : 'error' }
    }
  }

  // ---- Signing in with a passkey -------------------------------------------------------------
  fastify.post('/admin/sign-in/options', { config: ceremony }, async (request) => {
    const { rpID } = relyingParty(request)
    // No allowCredentials: the authenticator offers the person's own (discoverable) passkey.
    const options = await generateAuthenticationOptions({ rpID, userVerification: 'required' })
    await newChallenge('sign-in', options.challenge)
    return options
  })

  fastify.post('/admin/sign-in/verify', { config: ceremony }, async (request, reply) => {
    const nowMs = Date.now()
    const body = z.object({ response: z.record(z.string(), z.unknown()) }).safeParse(request.body)
    if (!body.success) throw new ApiError(400, 'bad_request', 'Send the passkey’s answer')
    const credentialId = String(body.data.response.id ?? '').slice(0, 500)
    const passkey = credentialId ? await people.findPasskey(credentialId) : undefined
    // An assertion that verifies always signs in: failures from its address (a NAT, a proxy) or
    // naming its person from anywhere never lock a person out. Only failures are limited, per
    // address (/64 for IPv6) and, to slow a scan naming one person, per account.
    const refuse = async (why: string) => {
      const addressKey = auth.addressKey(request, 'passkey')
      const accountKey = passkey ? `account:${passkey.personId}` : undefined
      const waitSeconds = await auth.retryAfterSeconds(
        accountKey ? [addressKey, accountKey] : [addressKey],
        nowMs,
      )
      if (waitSeconds > 0) {
        reply.header('retry-after', waitSeconds)
        return new ApiError(429, 'rate_limited', 'Too many failed sign-ins: try again later')
      }
      const failures = await auth.recordFailure([addressKey], nowMs)
      const person = passkey ? await people.findPerson(passkey.personId) : undefined
      if (accountKey && person) {
        const accountFailures = await auth.recordFailure([accountKey], nowMs)
        if (accountFailures === 1 || accountFailures === MAX_SIGN_IN_FAILURES) {
          const actor = { kind: 'person', id: person.id, name: person.displayName } as const
          await audit(
            fastify,
            actor,
            'sign-in-failed',
            null,
            `${why} (${accountFailures} in a row)`,
          )
        }
      } else {
        await auditAnonymousFailure(fastify, failures, 'sign-in-failed', why)
      }
      request.log.warn({ why }, 'admin sign-in refused')
      return new ApiError(401, 'unauthorized', 'That passkey could not sign you in')
    }
    if (!passkey) throw await refuse('unknown passkey')
    const checked = await checkAssertion(request, body.data.response, passkey, 'sign-in')
    if (!checked.ok) throw await refuse(checked.why)
    const { newCounter } = checked
    await people.usePasskey(passkey.id, newCounter, nowMs)
    await people.clearSignInFailures(`account:${passkey.personId}`)
    await auth.openSession(request, reply, passkey.personId, nowMs)
    const person = await people.findPerson(passkey.personId)
    await audit(
      fastify,
      { kind: 'person', id: passkey.personId, name: person?.displayName ?? '' },
      'sign-in',
      null,
      `passkey “${passkey.name}”`,
    )
    return { redirect: '/admin' }
  })

  // ---- Links: setup, invitation, recovery --------------------------------------------------
  fastify.get('/admin/welcome', { config: { isPublic: true } }, async (_request, reply) =>
    sendPage(reply, welcomePage()),
  )

  const openLink = async (token: string) => {
    const link = await people.findLink(hashSecret(token))
    const problem = linkProblem(link, Date.now())
    if (problem || !link) throw new ApiError(400, 'bad_request', problem ?? 'Not valid')
    return link
  }

  fastify.post('/admin/welcome/check', { config: ceremony }, async (request) => {
    const body = LinkBody.safeParse(request.body)
    if (!body.success) throw new ApiError(400, 'bad_request', linkProblem(undefined, 0) ?? '')
    const link = await openLink(body.data.token)
    return { kind: link.kind, displayName: link.displayName, role: link.role }
  })

  /** The person a link registers a passkey for: existing (recovery) or to be created. */
  const subjectOf = async (
    link: SignInLink,
    details: { displayName?: string | undefined; email?: string | undefined },
  ) => {
    if (link.kind === 'recovery') {
      const person = link.personId ? await people.findPerson(link.personId) : undefined
      if (!person) throw new ApiError(400, 'bad_request', 'This person has been removed')
      return person
    }
    const displayName = link.kind === 'setup' ? details.displayName : link.displayName
    const email = link.kind === 'setup' ? details.email : link.email
    const fields: Record<string, string> = {}
    if (!displayName) fields.displayName = 'Enter your name'
    if (!email || !EmailSchema.safeParse(email).success) {
      fields.email = 'Enter an email address in the correct format, like name@example.com'
    }
    if (Object.keys(fields).length > 0 || !displayName || !email) {
      throw new ApiError(400, 'bad_request', Object.values(fields).join('. '), fields)
    }
    return { id: link.id, displayName, email: email.toLowerCase(), role: link.role }
  }

  fastify.post('/admin/welcome/options', { config: ceremony }, async (request) => {
    const body = RegistrationBody.omit({ response: true }).safeParse(request.body)
    if (!body.success || !body.data.token) {
      throw new ApiError(400, 'bad_request', linkProblem(undefined, 0) ?? '')
    }
    const link = await openLink(body.data.token)
    const subject = await subjectOf(link, body.data)
    if (link.kind !== 'recovery' && (await people.findPersonByEmail(subject.email))) {
      throw new ApiError(400, 'bad_request', 'Someone with this email address can sign in already')
    }
    const existing = link.kind === 'recovery' ? await people.listPasskeys(subject.id) : []
    const options = await generateRegistrationOptions({
      rpName: RP_NAME,
      rpID: relyingParty(request).rpID,
      userName: subject.email,
      userDisplayName: subject.displayName,
      userID: new TextEncoder().encode(subject.id),
      attestationType: 'none',
      excludeCredentials: existing.map((passkey) => ({ id: passkey.id })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    })
    await newChallenge(`register:${link.id}`, options.challenge)
    return options
  })

  /** Verifies a registration and returns the passkey to store. */
  const verifyRegistration = async (
    request: FastifyRequest,
    response: Record<string, unknown>,
    purpose: string,
  ) => {
    const { rpID, origin } = relyingParty(request)
    try {
      const result = await verifyRegistrationResponse({
        response: response as never,
        expectedChallenge: challengeCheck(purpose),
        expectedOrigin: origin,
        expectedRPID: rpID,
        requireUserVerification: true,
      })
      if (result.verified) return result.registrationInfo.credential
    } catch (error) {
      request.log.warn(
        { why: error instanceof Error ? error.message.slice(0, 200) : 'error' },
        'passkey registration refused',
      )
    }
    throw new ApiError(400, 'bad_request', 'The passkey could not be registered: try again')
  }

  fastify.post('/admin/welcome/verify', { config: ceremony }, async (request, reply) => {
    const body = RegistrationBody.safeParse(request.body)
    if (!body.success || !body.data.token) {
      throw new ApiError(400, 'bad_request', linkProblem(undefined, 0) ?? '')
    }
    const nowMs = Date.now()
    const link = await openLink(body.data.token)
    const subject = await subjectOf(link, body.data)
    const credential = await verifyRegistration(request, body.data.response, `register:${link.id}`)
    if (link.kind !== 'recovery' && (await people.findPersonByEmail(subject.email))) {
      throw new ApiError(400, 'bad_request', 'Someone with this email address can sign in already')
    }
    // Single use across instances: only the request that marks the link used goes on.
    if (!(await people.consumeLink(hashSecret(body.data.token), nowMs))) {
      throw new ApiError(
        400,
        'bad_request',
        'This link has been used already: ask an owner for a new one',
      )
    }
    await journalAccessEnded(fastify, { ended: 'link', id: link.id })
    if (link.kind === 'setup') {
      // An owner exists now: no other setup link may make a second one.
      await people.endSetupLinks(nowMs)
      await journalAccessEnded(fastify, { ended: 'setup-links', id: 'all' })
    }
    if (link.kind !== 'recovery') {
      await people.createPerson({
        id: subject.id,
        email: subject.email,
        displayName: subject.displayName,
        role: subject.role,
        createdBy: link.createdBy,
        createdAtMs: nowMs,
        lastSignInAtMs: null,
      })
    }
    await people.addPasskey({
      id: credential.id,
      personId: subject.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? [],
      name: body.data.name || 'Passkey',
      createdAtMs: nowMs,
      lastUsedAtMs: null,
    })
    await auth.openSession(request, reply, subject.id, nowMs)
    const actor = { kind: 'person', id: subject.id, name: subject.displayName } as const
    await audit(fastify, actor, `link-used:${link.kind}`, null, `role ${subject.role}`)
    await audit(fastify, actor, 'sign-in', null, `new passkey “${body.data.name || 'Passkey'}”`)
    if (link.kind === 'recovery') {
      await tellAboutPasskey(subject, 'added', body.data.name || 'Passkey')
      // A lost device may still be signed in: offer to end every other session now.
      return { redirect: '/admin/sessions?done=recovered' }
    }
    return { redirect: '/admin' }
  })

  // ---- Account, passkeys, sessions -----------------------------------------------------------
  fastify.get('/admin/account', { config: { access: 'staff' } }, async (request, reply) => {
    const actor = actorOf(request)
    return sendPage(reply, accountPage(actor))
  })

  /** Pages about "your" passkeys need a person: the deprecated token's session has none. */
  const personOf = (request: FastifyRequest): AdminActor & { personId: string } => {
    const actor = actorOf(request)
    if (!actor.personId) {
      throw new ApiError(403, 'unauthorized', 'Sign in with a passkey to manage passkeys')
    }
    return actor as AdminActor & { personId: string }
  }

  const DONE_WORDS: Record<string, string> = {
    added: 'Passkey added.',
    removed: 'Passkey removed.',
    ended: 'Session ended.',
    invited: 'Invitation sent.',
    'link-sent': 'New sign-in link sent.',
    'person-removed': 'Person removed, and every session of theirs ended.',
    cancelled: 'Link cancelled.',
    recovered:
      'Your new passkey is set up. If a device of yours was lost, sign out everywhere else.',
    'passkey-removed':
      'Passkey removed. If its device was lost or stolen, sign out everywhere else.',
    'others-ended': 'Every other session of yours has ended.',
    revoked: 'Token revoked.',
  }
  const doneOf = (request: FastifyRequest) => {
    const done = (request.query as { done?: unknown } | undefined)?.done
    return typeof done === 'string' ? DONE_WORDS[done] : undefined
  }

  fastify.get('/admin/passkeys', { config: { access: 'staff' } }, async (request, reply) => {
    const actor = personOf(request)
    return sendPage(
      reply,
      passkeysPage(await people.listPasskeys(actor.personId), {
        done: doneOf(request),
        isFresh: hasFreshProof(actor, Date.now()),
      }),
    )
  })

  /** Refuses a sensitive act (adding a passkey) without a fresh passkey assertion. */
  const needFreshProof = (actor: AdminActor) => {
    if (!hasFreshProof(actor, Date.now())) {
      throw new ApiError(
        403,
        'unauthorized',
        'Confirm it’s you with your passkey first: the last time was more than five minutes ago',
      )
    }
  }

  fastify.post('/admin/confirm/options', { config: { access: 'staff' } }, async (request) => {
    const actor = personOf(request)
    const passkeys = await people.listPasskeys(actor.personId)
    const options = await generateAuthenticationOptions({
      rpID: relyingParty(request).rpID,
      userVerification: 'required',
      allowCredentials: passkeys.map((passkey) => ({
        id: passkey.id,
        transports: [...passkey.transports] as never,
      })),
    })
    await newChallenge(`confirm:${actor.sessionId}`, options.challenge)
    return options
  })

  fastify.post('/admin/confirm/verify', { config: { access: 'staff' } }, async (request) => {
    const actor = personOf(request)
    const body = z
      .object({ response: z.record(z.string(), z.unknown()), next: z.string().max(200).optional() })
      .safeParse(request.body)
    if (!body.success) throw new ApiError(400, 'bad_request', 'Send the passkey’s answer')
    const passkey = await people.findPasskey(String(body.data.response.id ?? '').slice(0, 500))
    const checked =
      passkey && passkey.personId === actor.personId
        ? await checkAssertion(request, body.data.response, passkey, `confirm:${actor.sessionId}`)
        : { ok: false as const, why: 'not a passkey of theirs' }
    if (!checked.ok || !passkey || !actor.sessionId) {
      request.log.warn({ why: checked.ok ? 'no session' : checked.why }, 'confirmation refused')
      throw new ApiError(400, 'bad_request', 'That passkey could not confirm it’s you: try again')
    }
    const nowMs = Date.now()
    await people.usePasskey(passkey.id, checked.newCounter, nowMs)
    await people.recordProof(actor.sessionId, nowMs)
    return { redirect: safeNext(body.data.next) }
  })

  fastify.post('/admin/passkeys/options', { config: { access: 'staff' } }, async (request) => {
    const actor = personOf(request)
    needFreshProof(actor)
    const person = await people.findPerson(actor.personId)
    if (!person) throw new ApiError(401, 'unauthorized', 'Sign in first')
    const options = await generateRegistrationOptions({
      rpName: RP_NAME,
      rpID: relyingParty(request).rpID,
      userName: person.email,
      userDisplayName: person.displayName,
      userID: new TextEncoder().encode(person.id),
      attestationType: 'none',
      excludeCredentials: (await people.listPasskeys(person.id)).map((passkey) => ({
        id: passkey.id,
      })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    })
    await newChallenge(`add:${person.id}`, options.challenge)
    return options
  })

  fastify.post('/admin/passkeys/verify', { config: { access: 'staff' } }, async (request) => {
    const actor = personOf(request)
    needFreshProof(actor)
    const body = RegistrationBody.safeParse(request.body)
    if (!body.success) throw new ApiError(400, 'bad_request', 'Send the passkey’s answer')
    const credential = await verifyRegistration(
      request,
      body.data.response,
      `add:${actor.personId}`,
    )
    const name = body.data.name || 'Passkey'
    await people.addPasskey({
      id: credential.id,
      personId: actor.personId,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? [],
      name,
      createdAtMs: Date.now(),
      lastUsedAtMs: null,
    })
    await audit(fastify, actor, 'passkey-added', null, `“${name}”`)
    const person = await people.findPerson(actor.personId)
    if (person) await tellAboutPasskey(person, 'added', name)
    return { redirect: '/admin/passkeys?done=added' }
  })

  fastify.post(
    '/admin/passkeys/:id/remove',
    { config: { access: 'staff' }, schema: { params: IdParams } },
    async (request, reply) => {
      const actor = personOf(request)
      const { id } = request.params as { id: string }
      const passkeys = await people.listPasskeys(actor.personId)
      const passkey = passkeys.find((each) => each.id === id)
      if (!passkey) throw new ApiError(404, 'not_found', 'There is no such passkey of yours')
      if (passkeys.length === 1) {
        throw new ApiError(409, 'bad_request', 'Add another passkey before removing your only one')
      }
      await people.removePasskey(actor.personId, id)
      await journalAccessEnded(fastify, { ended: 'passkey', id, personId: actor.personId })
      await audit(fastify, actor, 'passkey-removed', null, `“${passkey.name}”`)
      const person = await people.findPerson(actor.personId)
      if (person) await tellAboutPasskey(person, 'removed', passkey.name)
      // A removed passkey's device may still be signed in: offer to end every other session.
      return reply.redirect('/admin/sessions?done=passkey-removed', 303)
    },
  )

  fastify.get('/admin/sessions', { config: { access: 'staff' } }, async (request, reply) => {
    const actor = actorOf(request)
    const isEveryone = actor.role === 'owner'
    const sessions = isEveryone
      ? await people.listSessions()
      : actor.personId
        ? await people.listSessions(actor.personId)
        : []
    const namesById = new Map(
      (await people.listPeople()).map((each) => [each.id, each.displayName]),
    )
    return sendPage(
      reply,
      sessionsPage({
        sessions,
        namesById,
        currentId: actor.sessionId,
        isEveryone,
        hasPerson: actor.personId !== null,
        done: doneOf(request),
      }),
    )
  })

  fastify.post(
    '/admin/sessions/end-others',
    { config: { access: 'staff' } },
    async (request, reply) => {
      const actor = personOf(request)
      const ended = await people.endOtherSessions(actor.personId, actor.sessionId)
      await audit(fastify, actor, 'sessions-ended', null, `${ended} other sessions of theirs`)
      return reply.redirect('/admin/sessions?done=others-ended', 303)
    },
  )

  fastify.post(
    '/admin/sessions/:id/end',
    { config: { access: 'staff' }, schema: { params: IdParams } },
    async (request, reply) => {
      const actor = actorOf(request)
      const { id } = request.params as { id: string }
      // Staff end only their own sessions; an owner ends anyone's.
      const isEnded =
        actor.role === 'owner'
          ? await people.endSession(id)
          : actor.personId !== null && (await people.endSession(id, actor.personId))
      if (!isEnded) throw new ApiError(404, 'not_found', 'There is no such session of yours')
      await audit(fastify, actor, 'session-ended', null, null)
      return reply.redirect(id === actor.sessionId ? '/admin' : '/admin/sessions?done=ended', 303)
    },
  )

  // ---- People and invitations (owners) -----------------------------------------------------
  const renderPeople = async (
    request: FastifyRequest,
    extra: Partial<Parameters<typeof peoplePage>[0]> = {},
  ) =>
    peoplePage({
      people: await people.listPeople(),
      invitations: await people.listOpenInvitations(Date.now(), { withSetup: true }),
      selfId: actorOf(request).personId,
      done: doneOf(request),
      ...extra,
    })

  fastify.get('/admin/people', { config: { access: 'owner' } }, async (request, reply) =>
    sendPage(reply, await renderPeople(request)),
  )

  /** Emails a link through the people outbox, or (no email configured) shows it to the owner once. */
  const deliverLink = async (
    reply: FastifyReply,
    request: FastifyRequest,
    message: { to: string; subject: string; lines: string[]; url: string },
    done: string,
  ) => {
    if (!canEmail()) {
      return sendPage(
        reply,
        await renderPeople(request, { shownLink: message.url, done: undefined }),
      )
    }
    await people.queueEmail({
      id: randomUUID(),
      recipient: message.to,
      subject: message.subject,
      body: `${[...message.lines, '', message.url, ''].join('\n')}`,
      nowMs: Date.now(),
    })
    fastify.outbox.wake()
    return reply.redirect(`/admin/people?done=${done}`, 303)
  }

  fastify.post('/admin/invitations', { config: { access: 'owner' } }, async (request, reply) => {
    const actor = actorOf(request)
    const raw = z
      .object({
        email: z.string().max(320).default(''),
        displayName: z.string().max(80).default(''),
        role: z.string().max(10).default(''),
      })
      .safeParse(request.body ?? {})
    const values = raw.success ? raw.data : { email: '', displayName: '', role: '' }
    const email = values.email.trim().toLowerCase()
    const displayName = values.displayName.trim()
    const problems: InviteProblems = {}
    if (!displayName) problems.displayName = 'Enter their name'
    if (!EmailSchema.safeParse(email).success) {
      problems.email = 'Enter an email address in the correct format, like name@example.com'
    } else if (await people.findPersonByEmail(email)) {
      problems.email = 'Someone with this email address can sign in already'
    }
    if (values.role !== 'owner' && values.role !== 'staff') problems.role = 'Choose a role'
    if (Object.keys(problems).length > 0) {
      return sendPage(
        reply,
        await renderPeople(request, { problems, values, done: undefined }),
        400,
      )
    }
    const role = values.role as Role
    if (role === 'owner' && !hasFreshProof(actor, Date.now())) {
      return sendPage(reply, confirmPage('invite an owner', '/admin/people'), 403)
    }
    const link = await createSignInLink(
      fastify,
      {
        kind: 'invitation',
        email,
        displayName,
        role,
        personId: null,
        createdBy: actor.personId,
        lifetimeMs: INVITATION_LINK_MS,
      },
      publicOrigin,
    )
    await audit(fastify, actor, 'invited', null, `${displayName} as ${role}`)
    return deliverLink(
      reply,
      request,
      {
        to: email,
        subject: 'Your invitation to the Hard Hat Websites lead inbox',
        lines: [
          `Hello ${displayName},`,
          '',
          `${actor.name} has invited you to the Hard Hat Websites lead inbox as ${role}.`,
          'Open this link within 72 hours to create your passkey. It works once:',
        ],
        url: link.url,
      },
      'invited',
    )
  })

  fastify.post(
    '/admin/invitations/:id/revoke',
    { config: { access: 'owner' }, schema: { params: IdParams } },
    async (request, reply) => {
      const { id } = request.params as { id: string }
      if (!(await people.revokeLink(id))) {
        throw new ApiError(404, 'not_found', 'There is no such open link')
      }
      await journalAccessEnded(fastify, { ended: 'link', id })
      await audit(fastify, actorOf(request), 'link-cancelled', null, null)
      return reply.redirect('/admin/people?done=cancelled', 303)
    },
  )

  fastify.post(
    '/admin/people/:id/link',
    { config: { access: 'owner' }, schema: { params: IdParams } },
    async (request, reply) => {
      const actor = actorOf(request)
      const { id } = request.params as { id: string }
      const person = await people.findPerson(id)
      if (!person) throw new ApiError(404, 'not_found', 'There is no such person')
      // A link shown on screen lets whoever sees it register their own key as that person: never
      // for another owner, whose account can do everything.
      if (!canEmail() && person.role === 'owner' && person.id !== actor.personId) {
        throw new ApiError(
          409,
          'bad_request',
          'A new sign-in link for another owner is only ever emailed, and no email is set up: set SMTP_URL, or they run admin:setup-link on the server',
        )
      }
      const link = await createSignInLink(
        fastify,
        {
          kind: 'recovery',
          email: person.email,
          displayName: person.displayName,
          role: person.role,
          personId: person.id,
          createdBy: actor.personId,
          lifetimeMs: INVITATION_LINK_MS,
        },
        publicOrigin,
      )
      await audit(fastify, actor, 'link-issued', null, `new sign-in link for ${person.displayName}`)
      return deliverLink(
        reply,
        request,
        {
          to: person.email,
          subject: 'A new sign-in link for the Hard Hat Websites lead inbox',
          lines: [
            `Hello ${person.displayName},`,
            '',
            `${actor.name} has sent you a link to create a new passkey for the lead inbox.`,
            'Open it within 72 hours. It works once:',
          ],
          url: link.url,
        },
        'link-sent',
      )
    },
  )

  fastify.post(
    '/admin/people/:id/remove',
    { config: { access: 'owner' }, schema: { params: IdParams } },
    async (request, reply) => {
      const actor = actorOf(request)
      const { id } = request.params as { id: string }
      const nowMs = Date.now()
      const person = await people.findPerson(id)
      if (!person) throw new ApiError(404, 'not_found', 'There is no such person')
      if (person.role === 'owner' && (await people.countOwners()) <= 1) {
        throw new ApiError(409, 'bad_request', 'The last owner cannot be removed')
      }
      const isSelf = person.id === actor.personId
      // First a confirmation that lists what will stop working; only its button removes.
      if ((request.body as { confirm?: unknown } | undefined)?.confirm !== 'yes') {
        const holdings = await people.holdingsOf(person.id, nowMs)
        return sendPage(reply, removePersonPage({ person, holdings, isSelf }))
      }
      const ended = await people.removePerson(id, nowMs)
      if (!ended) throw new ApiError(404, 'not_found', 'There is no such person')
      await journalAccessEnded(fastify, { ended: 'person', id })
      await auditRemoval(fastify, actor, person, ended)
      return reply.redirect(isSelf ? '/admin' : '/admin/people?done=person-removed', 303)
    },
  )

  // ---- API tokens (owners) -------------------------------------------------------------------
  const tokensOf = async () => ({
    tokens: await people.listTokens(),
    namesById: new Map((await people.listPeople()).map((each) => [each.id, each.displayName])),
    nowMs: Date.now(),
  })
  fastify.get('/admin/tokens', { config: { access: 'owner' } }, async (request, reply) =>
    sendPage(reply, tokensPage({ ...(await tokensOf()), done: doneOf(request) })),
  )

  fastify.post('/admin/tokens', { config: { access: 'owner' } }, async (request, reply) => {
    const actor = actorOf(request)
    const form = (request.body ?? {}) as Record<string, unknown>
    const name = typeof form.name === 'string' ? form.name.trim() : ''
    const scopes = SCOPES.filter((scope) => form[`scope_${scope}`] === 'on')
    const days = form.expiry === undefined ? DEFAULT_TOKEN_DAYS : Number(form.expiry)
    const problems: TokenProblems = {}
    if (!name || name.length > 80) problems.name = 'Enter a name of up to 80 characters'
    if (scopes.length === 0) problems.scopes = 'Choose at least one thing the token may do'
    if (!(TOKEN_DAYS as readonly number[]).includes(days)) {
      problems.expiry = 'Choose when the token stops working'
    }
    if (Object.keys(problems).length > 0) {
      return sendPage(reply, tokensPage({ ...(await tokensOf()), problems }), 400)
    }
    if (!hasFreshProof(actor, Date.now())) {
      return sendPage(reply, confirmPage('create an API token', '/admin/tokens'), 403)
    }
    const secret = `hh_${newSecret()}`
    const nowMs = Date.now()
    await people.createToken({
      id: randomUUID(),
      name,
      tokenHash: hashSecret(secret),
      scopes,
      createdBy: actor.personId,
      createdAtMs: nowMs,
      lastUsedAtMs: null,
      revokedAtMs: null,
      expiresAtMs: nowMs + days * DAY_MS,
    })
    await audit(
      fastify,
      actor,
      'token-created',
      null,
      `“${name}”: ${scopes.join(', ')}; expires in ${days} days`,
    )
    return sendPage(reply, tokensPage({ ...(await tokensOf()), created: { name, secret } }))
  })

  fastify.post(
    '/admin/tokens/:id/revoke',
    { config: { access: 'owner' }, schema: { params: IdParams } },
    async (request, reply) => {
      const { id } = request.params as { id: string }
      if (!(await people.revokeToken(id, Date.now()))) {
        throw new ApiError(404, 'not_found', 'There is no such token, or it is revoked already')
      }
      await journalAccessEnded(fastify, { ended: 'token', id })
      const token = await people.findToken(id)
      await audit(
        fastify,
        actorOf(request),
        'token-revoked',
        null,
        `“${token?.name ?? ''}” (${id})`,
      )
      return reply.redirect('/admin/tokens?done=revoked', 303)
    },
  )

  // ---- Audit (owners) ------------------------------------------------------------------------
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
        people: await people.listPeople(),
      }),
    )
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
    if (!pending) await createSetupLink(fastify, publicOrigin)
    fastify.log.warn(
      { setupLinkExpiresAt: new Date(expiresAtMs).toISOString() },
      'No owner can sign in to the inbox yet: a single-use setup link for its first owner is pending; print it with `pnpm --filter @hard-hat/api admin:setup-link` (which replaces it) and open it within an hour',
    )
  })
}
