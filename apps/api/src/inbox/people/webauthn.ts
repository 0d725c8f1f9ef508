import { isIP } from 'node:net'
import {
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { isLoopbackUrl } from '../../lib/loopback.js'
import { ApiError } from '../../plugins/app/errors.js'
import type { Passkey } from '../../store/people.js'
import { peopleOf } from './store/index.js'

/** A WebAuthn ceremony must finish within five minutes of its challenge. */
const CHALLENGE_MS = 5 * 60 * 1000
const RP_NAME = 'Hard Hat Websites lead inbox'
/** A Host header: a name or an address (IPv6 in brackets), and an optional port. */
const HOST_PATTERN = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/i

/** A passkey's answer to a registration, with what the person typed beside it. */
export const RegistrationBody = z.object({
  token: z.string().max(100).optional(),
  name: z.string().trim().max(60).optional(),
  displayName: z.string().trim().max(80).optional(),
  email: z.string().trim().max(320).optional(),
  response: z.record(z.string(), z.unknown()),
})

/** The relying party: PUBLIC_ORIGIN's host, or on loopback by IP the host the browser used. */
export function relyingParty(fastify: FastifyInstance, request: FastifyRequest) {
  const publicOrigin = fastify.inboxOrigin
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

/** Keeps a ceremony's challenge, for `purpose`, for five minutes. */
export async function newChallenge(fastify: FastifyInstance, purpose: string, challenge: string) {
  await peopleOf(fastify.store).saveChallenge(challenge, purpose, Date.now() + CHALLENGE_MS)
}

/**
 * The options that start registering a passkey for `person`, with its challenge kept for
 * `purpose`: a discoverable, user-verified passkey, never one of the `existing` ones again.
 */
export async function registrationOptions(
  fastify: FastifyInstance,
  request: FastifyRequest,
  person: { id: string; email: string; displayName: string },
  existing: readonly Passkey[],
  purpose: string,
) {
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: relyingParty(fastify, request).rpID,
    userName: person.email,
    userDisplayName: person.displayName,
    userID: new TextEncoder().encode(person.id),
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({ id: passkey.id })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  })
  await newChallenge(fastify, purpose, options.challenge)
  return options
}

/** What every ceremony's answer must match: the challenge made for `purpose`, this relying party. */
function expectations(fastify: FastifyInstance, request: FastifyRequest, purpose: string) {
  const { rpID, origin } = relyingParty(fastify, request)
  return {
    expectedChallenge: (challenge: string) =>
      peopleOf(fastify.store).takeChallenge(challenge, purpose, Date.now()),
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: true,
  }
}

/** A refusal's reason, short enough for a log line. */
const whyOf = (error: unknown) => (error instanceof Error ? error.message.slice(0, 200) : 'error')

/** Verifies a passkey's assertion against a challenge made for `purpose`. */
export async function checkAssertion(
  fastify: FastifyInstance,
  request: FastifyRequest,
  response: Record<string, unknown>,
  passkey: Passkey,
  purpose: string,
): Promise<{ ok: true; newCounter: number } | { ok: false; why: string }> {
  const expected = expectations(fastify, request, purpose)
  try {
    const result = await verifyAuthenticationResponse({
      response: response as never,
      ...expected,
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
    return { ok: false, why: whyOf(error) }
  }
}

/** Verifies a registration and returns the passkey to store. */
export async function verifyRegistration(
  fastify: FastifyInstance,
  request: FastifyRequest,
  response: Record<string, unknown>,
  purpose: string,
) {
  const expected = expectations(fastify, request, purpose)
  try {
    const result = await verifyRegistrationResponse({ response: response as never, ...expected })
    if (result.verified) return result.registrationInfo.credential
  } catch (error) {
    request.log.warn({ why: whyOf(error) }, 'passkey registration refused')
  }
  throw new ApiError(400, 'bad_request', 'The passkey could not be registered: try again')
}

/** The passkey to store for a verified registration, named `name`, added at `nowMs`. */
export function passkeyOf(
  credential: Awaited<ReturnType<typeof verifyRegistration>>,
  personId: string,
  name: string,
  nowMs: number,
): Passkey {
  return {
    id: credential.id,
    personId,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: credential.transports ?? [],
    name,
    createdAtMs: nowMs,
    lastUsedAtMs: null,
  }
}
