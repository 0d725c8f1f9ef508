import assert from 'node:assert/strict'
import { Button, NotFound } from '@hard-hat/ui'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'

const html = renderToString(createElement(Button, { variant: 'primary' }, 'Get In Touch'))
assert.match(html, /<button[^>]*>Get In Touch<\/button>/)
assert.match(
  renderToString(createElement(NotFound, { title: '404 Page Not Found', homeHref: '/' })),
  /404 Page Not Found/,
)
