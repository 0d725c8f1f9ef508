import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

/**
 * The browser half of WebAuthn, `@simplewebauthn/browser`'s own minified bundle (13 kB, 4 kB
 * gzipped), read once from the installed package and served at /admin/webauthn.js: same origin,
 * so the inbox's CSP allows it with `script-src 'self'`.
 */
export function webAuthnBrowserBundle(): string {
  const require = createRequire(import.meta.url)
  // The package's entry is script/index.js; its bundle sits beside it in dist/bundle.
  const root = dirname(dirname(require.resolve('@simplewebauthn/browser')))
  return readFileSync(join(root, 'dist', 'bundle', 'index.umd.min.js'), 'utf8')
}

/**
 * The inbox's one script of its own, served at /admin/passkey.js: it runs the passkey ceremonies
 * (sign in; register from a setup, invitation or recovery link; add a passkey; confirm it is you
 * before a sensitive act) by
 * posting JSON to this origin. The link's secret is in the URL's fragment, which a browser never
 * sends, so it reaches no log.
 */
export const PASSKEY_SCRIPT = `(() => {
  'use strict'
  const W = window.SimpleWebAuthnBrowser
  const status = document.getElementById('passkey-status')
  const say = (message) => {
    if (!status) return
    status.textContent = message
    status.hidden = false
  }
  const post = async (url, body) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    })
    const answer = await response.json().catch(() => ({}))
    if (!response.ok) throw new Error((answer.error && answer.error.message) || 'Something went wrong: try again')
    return answer
  }
  const field = (id) => {
    const element = document.getElementById(id)
    return element ? element.value.trim() : ''
  }
  const failed = (error) => {
    say(error && error.name === 'NotAllowedError' ? 'The passkey was not used: try again' : (error && error.message) || 'Something went wrong: try again')
  }
  const token = location.hash.slice(1)

  const signIn = async () => {
    const options = await post('/admin/sign-in/options', {})
    const response = await W.startAuthentication({ optionsJSON: options })
    const done = await post('/admin/sign-in/verify', { response })
    location.assign(done.redirect)
  }
  // A fresh proof for a sensitive act: an assertion in this session, then back to the page.
  const confirmIt = async (next) => {
    const options = await post('/admin/confirm/options', {})
    const response = await W.startAuthentication({ optionsJSON: options })
    const done = await post('/admin/confirm/verify', { response, next })
    location.assign(done.redirect)
  }
  const register = async (kind) => {
    const isLink = kind === 'register'
    const start = isLink ? '/admin/welcome/options' : '/admin/passkeys/options'
    const finish = isLink ? '/admin/welcome/verify' : '/admin/passkeys/verify'
    const details = { token, name: field('passkey-name'), displayName: field('display-name'), email: field('email') }
    const options = await post(start, isLink ? details : {})
    const response = await W.startRegistration({ optionsJSON: options })
    const done = await post(finish, { ...details, response })
    location.assign(done.redirect)
  }

  for (const button of document.querySelectorAll('[data-passkey]')) {
    button.addEventListener('click', () => {
      if (!W || !window.PublicKeyCredential) return say('This browser cannot use passkeys')
      button.disabled = true
      const kind = button.getAttribute('data-passkey')
      const run =
        kind === 'sign-in' ? signIn()
        : kind === 'confirm' ? confirmIt(button.getAttribute('data-next'))
        : register(kind)
      run.catch(failed).finally(() => { button.disabled = false })
    })
  }

  // A link's page asks what the link is for, and shows the fields that kind needs.
  const welcome = document.querySelector('[data-welcome]')
  if (welcome) {
    post('/admin/welcome/check', { token })
      .then((link) => {
        for (const element of document.querySelectorAll('[data-kind]')) {
          element.hidden = element.getAttribute('data-kind') !== link.kind
        }
        const greeting = document.getElementById('welcome-name')
        if (greeting && link.displayName) greeting.textContent = link.displayName
        welcome.hidden = false
      })
      .catch(failed)
  }
})()
`
