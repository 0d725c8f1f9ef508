import { html, type SafeHtml } from '../../lib/html.js'
import type { AdminSession, ApiToken, Passkey, Person, SignInLink } from '../../store/people.js'
import { SCOPES } from '../../store/people.js'
import type { AuditEntry } from '../../store/types.js'
import { errorSummary, page } from '../layout.js'
import type { AdminActor } from '../session.js'
import { ukTime } from '../uk-time.js'
import { confirmButton } from './fresh-proof.js'

const when = (ms: number | null) => (ms === null ? 'Never' : ukTime(new Date(ms).toISOString()))

const ROLE_WORDS = { owner: 'Owner', staff: 'Staff' } as const
const LINK_KIND_WORDS = {
  invitation: 'Invitation',
  recovery: 'New sign-in link',
  setup: 'Setup link',
} as const

/** A notice after an action, announced to screen readers. */
function notice(text: string | undefined) {
  return text ? html`<div class="notice" role="status">${text}</div>` : ''
}

/** One problem, in the summary and beside its field. */
function fieldProblem(id: string, problem: string | undefined) {
  return problem
    ? html`<p id="${id}-error" class="field-error"><span class="visually-hidden">Error: </span>${problem}</p>`
    : ''
}
const described = (id: string, problem: string | undefined) =>
  problem ? html`aria-describedby="${id}-error" aria-invalid="true"` : ''

/** The hub of a person's own settings, and for owners the team's. */
export function accountPage(actor: AdminActor): string {
  const body = html`<h1>Your account</h1>
  <p>Signed in as ${actor.name} (${ROLE_WORDS[actor.role]}).</p>
  <ul class="links">
    <li><a href="/admin/passkeys">Your passkeys</a></li>
    <li><a href="/admin/sessions">${actor.role === 'owner' ? 'Sessions' : 'Your sessions'}</a></li>
    ${
      actor.role === 'owner'
        ? html`<li><a href="/admin/people">People and invitations</a></li>
    <li><a href="/admin/tokens">API tokens</a></li>
    <li><a href="/admin/audit">Audit log</a></li>`
        : ''
    }
  </ul>`
  return page('Your account', body, { isSignedIn: true })
}

/** The problems an invitation form can have, by field. */
export type InviteProblems = Partial<Record<'email' | 'displayName' | 'role', string>>

/** People, open invitations and the invitation form (owners only). */
export function peoplePage(options: {
  people: readonly Person[]
  invitations: readonly SignInLink[]
  selfId: string | null
  done?: string | undefined
  problems?: InviteProblems
  values?: { email?: string; displayName?: string; role?: string }
  /** A link to hand over in person, when no email could be sent (shown once). */
  shownLink?: string | undefined
}): string {
  const problems = options.problems ?? {}
  const values = options.values ?? {}
  const summary = errorSummary(
    (['email', 'displayName', 'role'] as const)
      .filter((key) => problems[key])
      .map((key) => ({ href: `#invite-${key}`, message: problems[key] ?? '' })),
  )
  const body = html`${summary}
  <h1>People</h1>
  ${notice(options.done)}
  ${
    options.shownLink
      ? html`<div class="notice" role="status"><p>No email is configured, so give this link to the person yourself. It works once and is shown only now:</p><p><code class="secret">${options.shownLink}</code></p></div>`
      : ''
  }
  <table class="cards"><caption>Everyone who can sign in</caption>
    <thead><tr><th scope="col">Name</th><th scope="col">Email</th><th scope="col">Role</th><th scope="col">Last sign-in (UK time)</th><th scope="col">Actions</th></tr></thead>
    <tbody>${options.people.map(
      (person) => html`<tr>
      <td data-label="Name">${person.displayName}</td>
      <td data-label="Email">${person.email}</td>
      <td data-label="Role">${ROLE_WORDS[person.role]}</td>
      <td data-label="Last sign-in">${when(person.lastSignInAtMs)}</td>
      <td data-label="Actions"><div class="actions">
        <form method="post" action="/admin/people/${person.id}/link"><button type="submit">Send a new sign-in link<span class="visually-hidden"> to ${person.displayName}</span></button></form>
        ${
          person.id === options.selfId
            ? ''
            : html`<form method="post" action="/admin/people/${person.id}/remove"><button type="submit" class="danger">Remove<span class="visually-hidden"> ${person.displayName}</span></button></form>`
        }
      </div></td>
    </tr>`,
    )}</tbody>
  </table>
  <h2>Open invitations and links</h2>
  ${
    options.invitations.length === 0
      ? html`<p>None.</p>`
      : html`<table class="cards"><caption>Links not used yet</caption>
    <thead><tr><th scope="col">For</th><th scope="col">Kind</th><th scope="col">Role</th><th scope="col">Expires (UK time)</th><th scope="col">Actions</th></tr></thead>
    <tbody>${options.invitations.map(
      (link) => html`<tr>
      <td data-label="For">${link.kind === 'setup' ? 'Whoever opens it (a new owner)' : `${link.displayName ?? ''} (${link.email ?? ''})`}</td>
      <td data-label="Kind">${LINK_KIND_WORDS[link.kind]}</td>
      <td data-label="Role">${ROLE_WORDS[link.role]}</td>
      <td data-label="Expires">${when(link.expiresAtMs)}</td>
      <td data-label="Actions"><form method="post" action="/admin/invitations/${link.id}/revoke"><button type="submit">Cancel<span class="visually-hidden"> the ${LINK_KIND_WORDS[link.kind].toLowerCase()} ${link.email ? `for ${link.email}` : ''}</span></button></form></td>
    </tr>`,
    )}</tbody></table>`
  }
  <h2>Invite someone</h2>
  <p>They get an email with a link that works once, for 72 hours, to set up a passkey.</p>
  <form method="post" action="/admin/invitations" novalidate>
    <div class="field">
      <label for="invite-displayName">Name</label>
      ${fieldProblem('invite-displayName', problems.displayName)}
      <input id="invite-displayName" name="displayName" autocomplete="off" value="${values.displayName ?? ''}" ${described('invite-displayName', problems.displayName)}>
    </div>
    <div class="field">
      <label for="invite-email">Email address</label>
      ${fieldProblem('invite-email', problems.email)}
      <input id="invite-email" name="email" type="email" autocomplete="off" spellcheck="false" value="${values.email ?? ''}" ${described('invite-email', problems.email)}>
    </div>
    <div class="field">
      <label for="invite-role">Role</label>
      ${fieldProblem('invite-role', problems.role)}
      <select id="invite-role" name="role" ${described('invite-role', problems.role)}>
        <option value="staff" ${values.role === 'owner' ? '' : html`selected`}>Staff: leads, replay, spam</option>
        <option value="owner" ${values.role === 'owner' ? html`selected` : ''}>Owner: everything, including people, export and erasure</option>
      </select>
    </div>
    <div class="actions"><button type="submit" class="primary">Send the invitation</button></div>
  </form>`
  return page('People', body, { isSignedIn: true, hasError: summary !== '' })
}

/** Where a setup, invitation or recovery link lands: registering a passkey. */
export function welcomePage(): string {
  const body = html`<h1>Set up your passkey</h1>
  <p id="passkey-status" role="alert" class="field-error" hidden></p>
  <noscript><p>Setting up a passkey needs JavaScript.</p></noscript>
  <div data-welcome hidden>
    <p data-kind="invitation" hidden>Welcome, <span id="welcome-name"></span>. Create a passkey to sign in to the lead inbox.</p>
    <p data-kind="recovery" hidden>Create a new passkey for your account.</p>
    <div data-kind="setup" hidden>
      <p>You are the first owner of this inbox.</p>
      <div class="field"><label for="display-name">Your name</label><input id="display-name" autocomplete="name"></div>
      <div class="field"><label for="email">Your email address</label><input id="email" type="email" autocomplete="email" spellcheck="false"></div>
    </div>
    <div class="field">
      <label for="passkey-name">Name this passkey</label>
      <p class="hint" id="passkey-name-hint">So you can tell your passkeys apart, like “Work laptop”.</p>
      <input id="passkey-name" autocomplete="off" aria-describedby="passkey-name-hint" value="Passkey">
    </div>
    <div class="actions"><button type="button" class="primary" data-passkey="register">Create a passkey</button></div>
  </div>
  <script src="/admin/webauthn.js" defer></script>
  <script src="/admin/passkey.js" defer></script>`
  return page('Set up your passkey', body, { isSignedIn: false })
}

/** A person's own passkeys: add, remove. */
export function passkeysPage(
  passkeys: readonly Passkey[],
  options: { done?: string | undefined; isFresh: boolean },
): string {
  const body = html`<h1>Your passkeys</h1>
  ${notice(options.done)}
  <table class="cards"><caption>Passkeys that can sign you in</caption>
    <thead><tr><th scope="col">Name</th><th scope="col">Added (UK time)</th><th scope="col">Last used</th><th scope="col">Actions</th></tr></thead>
    <tbody>${passkeys.map(
      (passkey) => html`<tr>
      <td data-label="Name">${passkey.name}</td>
      <td data-label="Added">${when(passkey.createdAtMs)}</td>
      <td data-label="Last used">${when(passkey.lastUsedAtMs)}</td>
      <td data-label="Actions">${
        passkeys.length > 1
          ? html`<form method="post" action="/admin/passkeys/${passkey.id}/remove"><button type="submit" class="danger">Remove<span class="visually-hidden"> ${passkey.name}</span></button></form>`
          : html`<span class="hint">Your only passkey: add another before removing it</span>`
      }</td>
    </tr>`,
    )}</tbody>
  </table>
  <h2>Add a passkey</h2>
  ${
    options.isFresh
      ? html`<p id="passkey-status" role="alert" class="field-error" hidden></p>
  <div class="field">
    <label for="passkey-name">Name the new passkey</label>
    <input id="passkey-name" autocomplete="off" value="Another passkey">
  </div>
  <div class="actions"><button type="button" class="primary" data-passkey="add">Add a passkey</button></div>
  <noscript><p>Adding a passkey needs JavaScript.</p></noscript>
  <script src="/admin/webauthn.js" defer></script>
  <script src="/admin/passkey.js" defer></script>`
      : html`<p>Adding a passkey needs a passkey you used in the last five minutes.</p>${confirmButton('/admin/passkeys')}`
  }`
  return page('Your passkeys', body, { isSignedIn: true })
}

/** Sessions: a person's own, or for an owner everyone's. */
export function sessionsPage(options: {
  sessions: readonly AdminSession[]
  namesById: ReadonlyMap<string, string>
  currentId: string | null
  isEveryone: boolean
  /** Signed in as a person (who may end their other sessions). */
  hasPerson: boolean
  done?: string | undefined
}): string {
  const body = html`<h1>${options.isEveryone ? 'Sessions' : 'Your sessions'}</h1>
  ${notice(options.done)}
  <p>A session ends after 12 hours unused and 7 days after signing in.</p>
  ${
    options.hasPerson
      ? html`<form method="post" action="/admin/sessions/end-others"><div class="actions"><button type="submit" class="danger">Sign out everywhere else</button></div></form>`
      : ''
  }
  <table class="cards"><caption>Signed-in browsers</caption>
    <thead><tr>${options.isEveryone ? html`<th scope="col">Person</th>` : ''}<th scope="col">Browser</th><th scope="col">Signed in (UK time)</th><th scope="col">Last used</th><th scope="col">Actions</th></tr></thead>
    <tbody>${options.sessions.map(
      (session) => html`<tr>
      ${options.isEveryone ? html`<td data-label="Person">${session.personId ? (options.namesById.get(session.personId) ?? '') : 'Shared admin token'}</td>` : ''}
      <td data-label="Browser">${session.userAgent ?? 'Unknown'}${session.id === options.currentId ? ' (this one)' : ''}</td>
      <td data-label="Signed in">${when(session.createdAtMs)}</td>
      <td data-label="Last used">${when(session.lastSeenAtMs)}</td>
      <td data-label="Actions"><form method="post" action="/admin/sessions/${session.id}/end"><button type="submit">End<span class="visually-hidden"> the session signed in ${when(session.createdAtMs)}</span></button></form></td>
    </tr>`,
    )}</tbody>
  </table>`
  return page('Sessions', body, { isSignedIn: true })
}

/** The problems of the token form. */
export type TokenProblems = Partial<Record<'name' | 'scopes' | 'expiry', string>>

/** The lifetimes the token form offers, in days, and the one chosen unless changed. */
export const TOKEN_DAYS = [30, 90, 365] as const
export const DEFAULT_TOKEN_DAYS = 90

/** Who made a token: a person by name, or the deprecated shared token (which sets no person). */
function creatorWords(token: ApiToken, namesById: ReadonlyMap<string, string>): string {
  if (token.createdBy === null) return 'ADMIN_TOKEN (deprecated)'
  return namesById.get(token.createdBy) ?? 'A removed person'
}

/** A token's state: revoked, expired, or when it expires. */
function tokenState(token: ApiToken, nowMs: number) {
  if (token.revokedAtMs !== null) return html`Revoked ${when(token.revokedAtMs)}`
  if (token.expiresAtMs === null) return html`Never expires`
  if (token.expiresAtMs <= nowMs) return html`Expired ${when(token.expiresAtMs)}`
  return html`Expires ${when(token.expiresAtMs)}`
}

/** API tokens: create (shown once), revoke. */
export function tokensPage(options: {
  tokens: readonly ApiToken[]
  namesById: ReadonlyMap<string, string>
  nowMs: number
  created?: { name: string; secret: string } | undefined
  done?: string | undefined
  problems?: TokenProblems
}): string {
  const problems = options.problems ?? {}
  const summary = errorSummary(
    (['name', 'scopes'] as const)
      .filter((key) => problems[key])
      .map((key) => ({
        href: key === 'name' ? '#token-name' : '#scope-read',
        message: problems[key] ?? '',
      }))
      .concat(problems.expiry ? [{ href: '#token-expiry', message: problems.expiry }] : []),
  )
  const body = html`${summary}
  <h1>API tokens</h1>
  ${notice(options.done)}
  ${
    options.created
      ? html`<div class="notice" role="status"><p>The token “${options.created.name}” is below. Copy it now: it is shown only once and only its hash is kept.</p><p><code class="secret">${options.created.secret}</code></p></div>`
      : ''
  }
  <table class="cards"><caption>Tokens for scripts</caption>
    <thead><tr><th scope="col">Name</th><th scope="col">Scopes</th><th scope="col">Created by</th><th scope="col">Created (UK time)</th><th scope="col">Last used</th><th scope="col">Expiry</th><th scope="col">Actions</th></tr></thead>
    <tbody>${options.tokens.map(
      (token) => html`<tr>
      <td data-label="Name">${token.name}</td>
      <td data-label="Scopes">${token.scopes.join(', ')}</td>
      <td data-label="Created by">${creatorWords(token, options.namesById)}</td>
      <td data-label="Created">${when(token.createdAtMs)}</td>
      <td data-label="Last used">${when(token.lastUsedAtMs)}</td>
      <td data-label="Expiry">${tokenState(token, options.nowMs)}</td>
      <td data-label="Actions">${
        token.revokedAtMs === null
          ? html`<form method="post" action="/admin/tokens/${token.id}/revoke"><button type="submit" class="danger">Revoke<span class="visually-hidden"> ${token.name}</span></button></form>`
          : ''
      }</td>
    </tr>`,
    )}</tbody>
  </table>
  <h2>Create a token</h2>
  <form method="post" action="/admin/tokens" novalidate>
    <div class="field">
      <label for="token-name">Name</label>
      <p class="hint" id="token-name-hint">What uses it, like “Nightly backup script”.</p>
      ${fieldProblem('token-name', problems.name)}
      <input id="token-name" name="name" autocomplete="off" aria-describedby="token-name-hint${problems.name ? ' token-name-error' : ''}" ${problems.name ? html`aria-invalid="true"` : ''}>
    </div>
    <fieldset>
      <legend>What it may do</legend>
      ${fieldProblem('scopes', problems.scopes)}
      ${SCOPES.map((scope) => html`<div class="check"><input type="checkbox" id="scope-${scope}" name="scope_${scope}" value="on"><label for="scope-${scope}">${SCOPE_WORDS[scope]}</label></div>`)}
    </fieldset>
    <div class="field">
      <label for="token-expiry">Stops working after</label>
      ${fieldProblem('token-expiry', problems.expiry)}
      <select id="token-expiry" name="expiry">${TOKEN_DAYS.map((days) => html`<option value="${days}" ${days === DEFAULT_TOKEN_DAYS ? html`selected` : ''}>${days} days</option>`)}</select>
    </div>
    <div class="actions"><button type="submit" class="primary">Create the token</button></div>
  </form>`
  return page('API tokens', body, { isSignedIn: true, hasError: summary !== '' })
}

const SCOPE_WORDS = {
  read: 'read: list and read leads',
  replay: 'replay: replay leads, mark spam or not spam',
  export: 'export: export every lead',
  erase: 'erase: erase everything about an address',
  content: 'content: write and publish articles, projects, testimonials and FAQs',
} as const

/** The actions the audit page filters by (the audit holds others too; these are the common ones). */
const AUDIT_ACTIONS = [
  'sign-in',
  'sign-in-failed',
  'token-refused',
  'forbidden',
  'person-removed',
  'token-created',
  'token-revoked',
  'invited',
  'link-cancelled',
  'passkey-added',
  'passkey-removed',
  'export',
  'erasure',
] as const

/** The audit log (owners only): who did what, newest first, a page at a time, filtered. */
export function auditPage(options: {
  entries: readonly AuditEntry[]
  hasOlder: boolean
  filter: { page: number; person?: string | undefined; action?: string | undefined }
  people: readonly Person[]
}): string {
  const { entries, filter } = options
  const pageLink = (page: number) => {
    const query = new URLSearchParams({ page: String(page) })
    if (filter.person) query.set('person', filter.person)
    if (filter.action) query.set('action', filter.action)
    return `/admin/audit?${query}`
  }
  const body = html`<h1>Audit log</h1>
  <form method="get" action="/admin/audit" class="filters">
    <div class="field"><label for="audit-person">Person</label>
      <select id="audit-person" name="person"><option value="">Everyone</option>${options.people.map((person) => html`<option value="${person.id}" ${person.id === filter.person ? html`selected` : ''}>${person.displayName}</option>`)}</select></div>
    <div class="field"><label for="audit-action">What</label>
      <select id="audit-action" name="action"><option value="">Everything</option>${AUDIT_ACTIONS.map((action) => html`<option value="${action}" ${action === filter.action ? html`selected` : ''}>${action}</option>`)}</select></div>
    <div class="actions"><button type="submit">Filter</button></div>
  </form>
  <table class="cards"><caption>Page ${filter.page}: ${entries.length} entries, newest first</caption>
    <thead><tr><th scope="col">When (UK time)</th><th scope="col">Who</th><th scope="col">What</th><th scope="col">Lead</th><th scope="col">Detail</th></tr></thead>
    <tbody>${entries.map(
      (entry) => html`<tr>
      <td data-label="When">${ukTime(entry.at)}</td>
      <td data-label="Who">${actorWords(entry)}</td>
      <td data-label="What">${entry.action}</td>
      <td data-label="Lead">${entry.submissionId ? html`<a href="/admin/leads/${entry.submissionId}">Open<span class="visually-hidden"> the lead</span></a>` : ''}</td>
      <td data-label="Detail">${entry.detail ?? ''}</td>
    </tr>`,
    )}</tbody>
  </table>
  <nav aria-label="Audit pages" class="actions">
    ${filter.page > 1 ? html`<a href="${pageLink(filter.page - 1)}">Newer entries</a>` : ''}
    ${options.hasOlder ? html`<a href="${pageLink(filter.page + 1)}">Older entries</a>` : ''}
  </nav>`
  return page('Audit log', body, { isSignedIn: true })
}

/** Who did it, in words: a person's name, a token's name, or someone not signed in. */
export function actorWords(entry: Pick<AuditEntry, 'actor'>): SafeHtml {
  const { actor } = entry
  if (actor.kind === 'token') return html`the token “${actor.name}”`
  return html`${actor.name}`
}
