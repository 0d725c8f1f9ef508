import { randomUUID } from 'node:crypto'
import { isIP } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { isLoopbackUrl } from '../../lib/loopback.js'
import type { SignInLink } from '../../store/people.js'
import { hashSecret, newSecret } from '../session.js'
import { peopleOf } from './store/index.js'

/** The setup link for the first owner works for an hour (P-first-owner-setup-link). */
export const SETUP_LINK_MS = 60 * 60 * 1000
/** Invitations and new sign-in links work for 72 hours. */
export const INVITATION_LINK_MS = 72 * 60 * 60 * 1000

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
  await peopleOf(fastify.store).createLink({
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

/** What a setup link is: for the first owner, whom nobody invited, and nobody made yet. */
export const SETUP_LINK = {
  kind: 'setup',
  email: null,
  displayName: null,
  role: 'owner',
  personId: null,
  createdBy: null,
} as const

/**
 * A setup link: whoever opens it within an hour becomes an owner (P-first-owner-setup-link). One at
 * a time: any other setup link still open ends as this one is made.
 */
export async function createSetupLink(
  fastify: Pick<FastifyInstance, 'store'>,
  publicOrigin: string,
) {
  await peopleOf(fastify.store).endSetupLinks(Date.now())
  return createSignInLink(fastify, { ...SETUP_LINK, lifetimeMs: SETUP_LINK_MS }, publicOrigin)
}

/** Why a link cannot be used, in words for the person holding it. */
export function linkProblem(link: SignInLink | undefined, nowMs: number): string | undefined {
  if (!link) return 'This link is not valid: ask an owner for a new one'
  if (link.usedAtMs !== null) return 'This link has been used already: ask an owner for a new one'
  if (link.expiresAtMs <= nowMs) return 'This link has expired: ask an owner for a new one'
  return undefined
}
