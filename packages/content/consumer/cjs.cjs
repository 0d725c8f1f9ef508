const assert = require('node:assert/strict')
const { existsSync } = require('node:fs')
const { join, dirname } = require('node:path')
const { INSIGHT_ARTICLES, articleBody, PROJECTS } = require('@hard-hat/content')

assert.equal(INSIGHT_ARTICLES.length, 10)
assert.equal(PROJECTS.length, 9)
assert.ok(articleBody(INSIGHT_ARTICLES[0]).length > 0)
// Images ship with the package, at the paths the data names.
const packageRoot = dirname(require.resolve('@hard-hat/content/package.json'))
for (const project of PROJECTS) {
  assert.ok(existsSync(join(packageRoot, 'assets', project.image.src.replace('/images/', ''))))
}
