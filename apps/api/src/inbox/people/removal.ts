import type { FastifyInstance } from 'fastify'
import { html } from '../../lib/html.js'
import type { Holdings, Person } from '../../store/people.js'
import { audit } from '../audit.js'
import { page } from '../layout.js'
import type { AdminActor } from '../session.js'

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`

/**
 * What will stop working, in words: "3 tokens and 1 invitation made by Olga will stop working".
 * Their own sessions, passkeys and links are said apart, since they go with any removal.
 */
export function holdingsWords(name: string, holdings: Holdings): { made: string; own: string } {
  const madeParts = [
    ...(holdings.tokens.length > 0 ? [plural(holdings.tokens.length, 'token')] : []),
    ...(holdings.invitations.length > 0 ? [plural(holdings.invitations.length, 'invitation')] : []),
  ]
  const made =
    madeParts.length === 0
      ? `${name} made no token or invitation that still works.`
      : `${madeParts.join(' and ')} made by ${name} will stop working.`
  const own = `${plural(holdings.sessions, 'session')}, ${plural(holdings.passkeys, 'passkey')} and ${plural(holdings.links, 'unused sign-in link')} of theirs end with them.`
  return { made, own }
}

/** The confirmation before removing a person: everything they hold or made, by name. */
export function removePersonPage(options: {
  person: Person
  holdings: Holdings
  isSelf: boolean
}): string {
  const { person, holdings } = options
  const words = holdingsWords(person.displayName, holdings)
  const body = html`<h1>${options.isSelf ? 'Remove your own account?' : html`Remove ${person.displayName}?`}</h1>
  <p>${words.made}</p>
  ${
    holdings.tokens.length > 0
      ? html`<h2>Tokens that will be revoked</h2><ul>${holdings.tokens.map(
          (token) => html`<li>“${token.name}” (${token.scopes.join(', ')})</li>`,
        )}</ul>`
      : ''
  }
  ${
    holdings.invitations.length > 0
      ? html`<h2>Invitations and links that will be cancelled</h2><ul>${holdings.invitations.map(
          (link) => html`<li>${link.displayName ?? ''} (${link.email ?? ''})</li>`,
        )}</ul>`
      : ''
  }
  <p>${words.own}</p>
  <form method="post" action="/admin/people/${person.id}/remove">
    <input type="hidden" name="confirm" value="yes">
    <div class="actions">
      <button type="submit" class="danger">${options.isSelf ? 'Remove my account' : html`Remove ${person.displayName}`}</button>
      <a href="/admin/people">Keep ${options.isSelf ? 'my account' : 'them'}</a>
    </div>
  </form>`
  return page('Remove a person', body, { isSignedIn: true })
}

/** The audit of a removal: the person, and each token and link that ended with them. */
export async function auditRemoval(
  fastify: FastifyInstance,
  actor: AdminActor,
  person: Person,
  ended: Holdings,
): Promise<void> {
  const because = `made by ${person.displayName}, who was removed`
  for (const token of ended.tokens) {
    await audit(fastify, actor, 'token-revoked', null, `“${token.name}” (${token.id}), ${because}`)
  }
  for (const link of ended.invitations) {
    await audit(
      fastify,
      actor,
      'link-cancelled',
      null,
      `${link.kind} for ${link.displayName ?? 'someone'} (${link.id}), ${because}`,
    )
  }
  await audit(
    fastify,
    actor,
    'person-removed',
    null,
    `${person.displayName} (${person.id}): ${plural(ended.sessions, 'session')}, ${plural(ended.passkeys, 'passkey')} and ${plural(ended.links, 'own link')} ended`,
  )
}
