import { html } from '../../lib/html.js'
import { page } from '../layout.js'
import type { AdminActor } from '../session.js'

/** A sensitive act needs a passkey assertion made this recently in the session (P-access-ends). */
export const FRESH_PROOF_MS = 5 * 60 * 1000

/** Whether the actor proved themselves with a passkey recently enough for a sensitive act. */
export function hasFreshProof(actor: AdminActor, nowMs: number): boolean {
  return actor.provedAtMs !== null && nowMs - actor.provedAtMs <= FRESH_PROOF_MS
}

/** Where a confirmation may return to: one of the inbox's own pages, nothing else. */
export function safeNext(next: unknown): string {
  return typeof next === 'string' && /^\/admin(\/[a-z-]+)*$/.test(next) ? next : '/admin/account'
}

/** The button that asks for a fresh passkey assertion, then returns to `next`. */
export function confirmButton(next: string) {
  return html`<p id="passkey-status" role="alert" class="field-error" hidden></p>
  <div class="actions"><button type="button" class="primary" data-passkey="confirm" data-next="${next}">Confirm with your passkey</button></div>
  <noscript><p>Confirming with a passkey needs JavaScript.</p></noscript>
  <script src="/admin/webauthn.js" defer></script>
  <script src="/admin/passkey.js" defer></script>`
}

/** The page a sensitive act answers with when the session's last passkey use is too old. */
export function confirmPage(what: string, next: string): string {
  const body = html`<h1>Confirm it’s you</h1>
  <p>To ${what}, use your passkey again: the last time was more than five minutes ago. Then do it once more.</p>
  ${confirmButton(next)}`
  return page('Confirm it’s you', body, { isSignedIn: true })
}
