const assert = require('node:assert/strict')
const { existsSync } = require('node:fs')
const { createElement } = require('react')
const { renderToString } = require('react-dom/server')
const { Badge } = require('@hard-hat/ui')

assert.match(renderToString(createElement(Badge, null, 'MOST POPULAR')), /MOST POPULAR/)
assert.ok(existsSync(require.resolve('@hard-hat/ui/styles.css')))
