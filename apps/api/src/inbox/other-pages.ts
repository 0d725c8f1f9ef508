import { html } from '../lib/html.js'
import type { ErasableLead } from '../store/types.js'
import { errorSummary, page } from './layout.js'
import { ukTime } from './uk-time.js'

/**
 * The sign-in page: a passkey (the inbox's one script does the WebAuthn part), and while the
 * deprecated ADMIN_TOKEN is configured, its form; `problem` is shown in the summary and the field.
 */
export function signInPage(options: { hasLegacyToken: boolean; problem?: string }): string {
  const { problem } = options
  const body = html`${problem ? errorSummary([{ href: '#token', message: problem }]) : ''}
  <h1>Sign in to the lead inbox</h1>
  <div data-passkey-form="sign-in">
    <p id="passkey-status" role="alert" class="field-error" hidden></p>
    <div class="actions"><button type="button" class="primary" data-passkey="sign-in">Sign in with a passkey</button></div>
    <noscript><p>Signing in with a passkey needs JavaScript.</p></noscript>
  </div>
  ${
    options.hasLegacyToken
      ? html`<h2>Or with the shared admin token (being retired)</h2>
  <form method="post" action="/admin/sign-in" novalidate>
    <label for="token">Admin token</label>
    ${problem ? html`<p id="token-error" class="field-error"><span class="visually-hidden">Error: </span>${problem}</p>` : ''}
    <input id="token" name="token" type="password" autocomplete="current-password" required
      ${problem ? html`aria-describedby="token-error" aria-invalid="true"` : ''}>
    <div class="actions"><button type="submit">Sign in with the token</button></div>
  </form>`
      : ''
  }
  <script src="/admin/webauthn.js" defer></script>
  <script src="/admin/passkey.js" defer></script>`
  return page('Sign in', body, { isSignedIn: false, hasError: Boolean(problem) })
}

/** A signed-in person asked for something their role does not allow. */
export function forbiddenPage(): string {
  return page(
    'Not allowed',
    html`<h1>You cannot do this</h1><p>Your role does not allow it. Ask an owner of the inbox if you need it done.</p><p><a href="/admin">Back to all leads</a></p>`,
    { isSignedIn: true, hasError: true },
  )
}

/** Step one of an erasure: the address. */
export function erasureFormPage(problem?: string): string {
  const body = html`${problem ? errorSummary([{ href: '#email', message: problem }]) : ''}
  <h1>Erase everything about an email address</h1>
  <p>You will see what would be deleted before anything is.</p>
  <form method="post" action="/admin/erasure" novalidate>
    <input type="hidden" name="step" value="preview">
    <label for="email">Email address</label>
    ${problem ? html`<p id="email-error" class="field-error">${problem}</p>` : ''}
    <input id="email" name="email" type="email" autocomplete="off" spellcheck="false"
      ${problem ? html`aria-describedby="email-error" aria-invalid="true"` : ''}>
    <div class="actions"><button type="submit" class="primary">Show what would be erased</button></div>
  </form>`
  return page('Erase an address', body, { isSignedIn: true, hasError: Boolean(problem) })
}

/** Step two: exactly what the erasure deletes, and the button that does it. */
export function erasureConfirmPage(email: string, leads: readonly ErasableLead[]): string {
  const body = html`<h1>Erase ${leads.length} lead${leads.length === 1 ? '' : 's'}?</h1>
  ${
    leads.length === 0
      ? html`<p>Nothing stored mentions ${email}.</p><p><a href="/admin/erasure">Erase another address</a></p>`
      : html`<p>These leads mention ${email}. Erasing deletes them, their delivery records and their idempotency records for good.</p>
  <table><caption>What will be deleted</caption>
    <thead><tr><th scope="col">Received (UK time)</th><th scope="col">Reference</th><th scope="col">Form</th><th scope="col">Address matched</th></tr></thead>
    <tbody>${leads.map(({ lead, matches }) => html`<tr><td>${ukTime(lead.createdAt)}</td><td>${lead.reference}</td><td>${lead.formType}</td><td>${matches.map((match) => `${match.address} (${match.path})`).join(', ')}</td></tr>`)}</tbody>
  </table>
  <div class="actions">
    <form method="post" action="/admin/erasure">
      <input type="hidden" name="step" value="confirm"><input type="hidden" name="email" value="${email}">
      <button type="submit" class="danger">Erase ${leads.length} lead${leads.length === 1 ? '' : 's'} for good</button>
    </form>
    <a class="button" href="/admin">Cancel</a>
  </div>`
  }`
  return page('Confirm erasure', body, { isSignedIn: true })
}

/** Step three: what was done. */
export function erasureDonePage(deleted: number): string {
  const body = html`<h1>Erased</h1>
  <div class="notice" role="status">${deleted} lead${deleted === 1 ? '' : 's'} erased. The audit log keeps the count and references, never the address.</div>
  <p><a href="/admin">Back to all leads</a></p>`
  return page('Erased', body, { isSignedIn: true })
}

/** A lead that is not (or no longer) there. */
export function notFoundPage(): string {
  return page(
    'Lead not found',
    html`<h1>Lead not found</h1><p>It may have been erased.</p><p><a href="/admin">Back to all leads</a></p>`,
    {
      isSignedIn: true,
    },
  )
}

/** Too many wrong tokens from this address. */
export function tooManyPage(retryAfterSeconds: number): string {
  return page(
    'Too many attempts',
    html`<h1>Too many attempts</h1><p>Too many wrong tokens were sent from your connection. Try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.</p>`,
    { isSignedIn: false, hasError: true },
  )
}
