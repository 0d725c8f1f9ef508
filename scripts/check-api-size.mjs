// Checks the API's sizes, run by `pnpm lint`: no source file in apps/api/src over 400 lines, no
// function over 150 (decision 036). Tests count too: a long test file is as hard to read.
// A test file's describe blocks are groupings, not functions. Functions are found with the TypeScript compiler's parser; a function's lines are its whole span,
// nested functions included, so a plugin is as long as everything written inside it.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'

const ROOT = join(import.meta.dirname, '..')
const SOURCE = join(ROOT, 'apps/api/src')
const MAX_FILE_LINES = 400
const MAX_FUNCTION_LINES = 150

function sourceFiles(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : []
  })
}

function nameOf(node, file) {
  if (node.name) return node.name.getText(file)
  const parent = node.parent
  if (parent && ts.isVariableDeclaration(parent)) return parent.name.getText(file)
  if (parent && ts.isPropertyAssignment(parent)) return parent.name.getText(file)
  if (parent && ts.isCallExpression(parent)) return `${parent.expression.getText(file)}(…)`
  return '(anonymous)'
}

/** A test file's `describe` callback groups tests; it is not a function anyone reads whole. */
function isDescribeBlock(node) {
  const call = node.parent
  if (!call || !ts.isCallExpression(call)) return false
  let callee = call.expression
  while (ts.isCallExpression(callee) || ts.isPropertyAccessExpression(callee)) {
    callee = callee.expression
  }
  return ts.isIdentifier(callee) && callee.text === 'describe'
}

/** Every problem with one file, as lines to print. */
export function sizeProblems(path, text) {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true)
  const lineOf = (position) => file.getLineAndCharacterOfPosition(position).line + 1
  const problems = []
  const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0)
  if (lines > MAX_FILE_LINES) problems.push(`${lines} lines (at most ${MAX_FILE_LINES})`)
  const visit = (node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body && !isDescribeBlock(node)) {
      const span = lineOf(node.getEnd()) - lineOf(node.getStart(file)) + 1
      if (span > MAX_FUNCTION_LINES) {
        problems.push(
          `function ${nameOf(node, file)} at line ${lineOf(node.getStart(file))}: ${span} lines (at most ${MAX_FUNCTION_LINES})`,
        )
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return problems
}

let failures = 0
for (const path of sourceFiles(SOURCE)) {
  const name = relative(ROOT, path)
  for (const problem of sizeProblems(path, readFileSync(path, 'utf8'))) {
    console.error(`${name}: ${problem}`)
    failures += 1
  }
}
if (failures > 0) {
  console.error(`\n${failures} size problem(s) in apps/api/src: split the file or function.`)
  process.exit(1)
}
console.log('apps/api/src: no file over 400 lines, no function over 150')
