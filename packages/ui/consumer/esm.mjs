import assert from 'node:assert/strict'
import { Button, NotFound, SchemaForm } from '@hard-hat/ui'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'

const html = renderToString(createElement(Button, { variant: 'primary' }, 'Get In Touch'))
assert.match(html, /<button[^>]*>Get In Touch<\/button>/)
assert.match(
  renderToString(createElement(NotFound, { title: '404 Page Not Found', homeHref: '/' })),
  /404 Page Not Found/,
)

// The published form renders its scripts-off state on a server: a real post form, hidden fields last.
const form = renderToString(
  createElement(SchemaForm, {
    form: {
      id: 'enquiry',
      action: '/enquiry',
      groups: [
        { fields: [{ name: 'name', input: 'text', isRequired: true, autoComplete: 'name' }] },
      ],
    },
    words: { fields: { name: { label: 'Name' } }, submit: 'Send', submitting: 'Sending…' },
    validate: (values) => ({ ok: true, data: values }),
    send: async () => ({ ok: true, reference: 'R-1' }),
    hiddenFields: { formId: 'enquiry' },
    label: 'Start a project',
  }),
)
const formTag = form.match(/^<form[^>]*>/)?.[0] ?? ''
assert.match(formTag, / method="post"/)
assert.match(formTag, / action="\/enquiry"/)
assert.doesNotMatch(formTag, /novalidate/i)
assert.match(form, /name="formId" value="enquiry"\/><\/form>$/)
