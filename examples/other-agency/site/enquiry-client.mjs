// The enquiry page's one script (bundled by scripts/build-client.mjs): hydrates the form the server
// rendered, with the same props (the form's layout, and a refused post's values and errors, ride
// in the page as JSON).
import { createElement as h } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { EnquiryForm } from './enquiry-form.mjs'

const props = JSON.parse(document.getElementById('enquiry-props').textContent)
hydrateRoot(document.querySelector('[data-form-root]'), h(EnquiryForm, props))
