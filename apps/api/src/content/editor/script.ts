/**
 * The editor's one script, served at /admin/content/editor.js (same origin, so the inbox's CSP
 * allows it with `script-src 'self'`, as it does the passkey script). Without it every button
 * works by a native form post; with it, a draft being edited is saved a few seconds after typing
 * stops, by the same save as Save draft, and the form keeps the `basedOn` and `base` it answers
 * so a later save is not taken for someone else's. A refused autosave changes nothing typed.
 */
export const EDITOR_SCRIPT = `(() => {
  'use strict'
  const form = document.querySelector('form[data-autosave]')
  const status = document.getElementById('autosave-status')
  if (!form || !status || !window.fetch) return
  const WAIT_MS = 3000
  let timer = 0
  let busy = false
  let again = false
  let stopped = false
  const field = (name) => form.querySelector('input[name="' + name + '"]')
  // The attribute, not form.action: the form's buttons are named "action", which shadows it.
  const address = form.getAttribute('action')
  const save = async () => {
    if (stopped) return
    if (busy) { again = true; return }
    busy = true
    const body = new URLSearchParams(new FormData(form))
    body.set('action', 'save')
    try {
      const response = await fetch(address + '/autosave', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: body.toString(),
        credentials: 'same-origin',
      })
      const answer = await response.json().catch(() => ({}))
      if (answer.saved) {
        field('basedOn').value = String(answer.basedOn)
        field('base').value = answer.base
      }
      if (response.status === 409) stopped = true
      status.textContent = answer.message || 'Not saved: press Save draft.'
    } catch {
      status.textContent = 'Not saved: no connection. Your text is still here; press Save draft.'
    } finally {
      busy = false
      if (again && !stopped) { again = false; save() }
    }
  }
  form.addEventListener('input', () => {
    clearTimeout(timer)
    timer = setTimeout(save, WAIT_MS)
  })
  form.addEventListener('submit', () => { clearTimeout(timer); stopped = true })
})()
`
