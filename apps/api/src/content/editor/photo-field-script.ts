import { PHOTO_WIDTHS } from '@hard-hat/content'

/**
 * The photo form's script, served at /admin/photo-field.js (same origin: the inbox's CSP allows it
 * as it does the passkey script). The form works without it; with it:
 * - the photo is made smaller in the browser first: decoded upright (createImageBitmap), at most
 *   2,560 px wide, the widest the site makes, and sent as a JPEG (which also leaves the phone's
 *   EXIF and GPS behind; a browser that reads HEIC, Safari, turns it into a JPEG this way too);
 * - the upload shows its progress (XMLHttpRequest's upload events, which fetch has not);
 * - the page is never left: a refusal is shown above the form, and everything typed on the page,
 *   in this form and the edit form, stays as it was. On success the preview and the edit form's
 *   photo fields (`<field>.src`, `.width`, `.height`, `.alt`) take the new photo, and a
 *   `photo-saved` event on document tells the edit page's own script. A case study's further
 *   photo (`data-field="gallery"`, which the edit form does not hold) is shown by the edit page's
 *   gallery section fetched again as the server renders it, put in place of the old one.
 */
export const PHOTO_FIELD_SCRIPT = `(() => {
  'use strict'
  const MAX_WIDTH = ${PHOTO_WIDTHS[0]}
  if (!window.FormData || !window.XMLHttpRequest || !document.querySelector('form[data-photo-form]')) return
  const sayIn = (status, message, isError) => {
    status.textContent = message
    status.className = isError ? 'field-error' : 'notice'
    status.setAttribute('role', isError ? 'alert' : 'status')
    status.hidden = false
  }
  // A photo wider than the site shows, decoded upright and drawn smaller, as a JPEG; any other
  // (or one the browser cannot decode) is sent as it is, for the server to take or refuse.
  const smaller = async (file) => {
    if (!window.createImageBitmap || !file.type.startsWith('image/')) return file
    let bitmap
    try {
      bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
    } catch {
      return file
    }
    const scale = Math.min(1, MAX_WIDTH / bitmap.width)
    const isHeic = /heic|heif/i.test(file.type)
    if (scale === 1 && !isHeic) {
      bitmap.close()
      return file
    }
    const canvas = document.createElement('canvas')
    canvas.width = Math.round(bitmap.width * scale)
    canvas.height = Math.round(bitmap.height * scale)
    canvas.getContext('2d').drawImage(bitmap, 0, 0, canvas.width, canvas.height)
    bitmap.close()
    const blob = await new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9))
    if (!blob) return file
    return new File([blob], file.name.replace(/\\.[^.]*$/, '') + '.jpg', { type: 'image/jpeg' })
  }
  // The edit page's gallery section as the server renders it now, with the outcome's message.
  const showGallery = async (outcome) => {
    const page = await fetch(location.pathname + '?gallery=' + encodeURIComponent(outcome), {
      headers: { accept: 'text/html' },
    })
    if (!page.ok) throw new Error('the edit page answered ' + page.status)
    const fresh = new DOMParser()
      .parseFromString(await page.text(), 'text/html')
      .getElementById('gallery')
    const shown = document.getElementById('gallery')
    if (!fresh || !shown) throw new Error('no gallery section')
    shown.replaceWith(document.importNode(fresh, true))
    const status = document.querySelector('#gallery [role="status"], #gallery [role="alert"]')
    if (status) {
      status.tabIndex = -1
      status.focus()
    }
  }
  const setField = (name, value) => {
    for (const input of document.querySelectorAll('[name="' + name + '"]')) input.value = value
  }
  // On document: a gallery section fetched again brings a new form of its own.
  document.addEventListener('submit', async (event) => {
    const form = event.target
    if (!(form instanceof HTMLFormElement) || !form.matches('form[data-photo-form]')) return
    event.preventDefault()
    const status = form.querySelector('[data-photo-status]')
    const progress = form.querySelector('[data-photo-progress]')
    const button = form.querySelector('button[type="submit"]')
    const say = (message, isError) => sayIn(status, message, isError)
    const chosen = form.elements.file.files[0]
    button.disabled = true
    say(chosen ? 'Getting the photo ready…' : 'Sending…', false)
    const body = new FormData()
    body.append('alt', form.elements.alt.value)
    if (chosen) {
      const file = await smaller(chosen)
      body.append('file', file, file.name)
    }
    const request = new XMLHttpRequest()
    // The attribute, not form.action, which a control named "action" would shadow.
    request.open('POST', form.getAttribute('action'))
    request.setRequestHeader('accept', 'application/json')
    request.upload.addEventListener('progress', (sent) => {
      if (!sent.lengthComputable) return
      const percent = Math.round((sent.loaded / sent.total) * 100)
      progress.hidden = false
      progress.value = percent
      progress.textContent = percent + '%'
      say(percent < 100 ? 'Sending: ' + percent + '%' : 'Sent: making it ready for the site…', false)
    })
    const done = () => {
      button.disabled = false
      progress.hidden = true
    }
    request.addEventListener('load', () => {
      done()
      let answer = {}
      try {
        answer = JSON.parse(request.responseText)
      } catch {}
      const message = answer.message || (answer.error && answer.error.message)
      if (request.status !== 200 || !answer.photo) {
        say(
          message ||
            'The photo was not stored (the site answered ' + request.status + '). Send it again: nothing on this page was lost.',
          true,
        )
        return
      }
      if (form.dataset.field === 'gallery') {
        showGallery(answer.outcome).catch(() => say(message, false))
        return
      }
      for (const key of ['src', 'width', 'height', 'alt']) {
        setField(answer.field + '.' + key, answer.photo[key])
      }
      const now = document.querySelector('[data-photo-now]')
      if (now) {
        now.src = answer.preview
        now.alt = answer.photo.alt
        now.height = Math.round((now.width * answer.photo.height) / answer.photo.width)
      }
      form.elements.file.value = ''
      say(message, false)
      document.dispatchEvent(new CustomEvent('photo-saved', { detail: answer }))
    })
    request.addEventListener('error', () => {
      done()
      say('The photo did not get through: check the connection and send it again. Nothing on this page was lost.', true)
    })
    request.send(body)
  })
})()
`
