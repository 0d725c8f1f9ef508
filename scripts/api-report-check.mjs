#!/usr/bin/env node
// `test:api` of a published package: API Extractor reads the built types and writes the report of
// the public API; the check fails when it differs from the one checked in (etc/<name>.api.md).
//
// It compares the two as sets of lines, with the members of each union of literals sorted. TypeScript
// prints an inferred union (a cva variant, a zod object's keys) in the order it first met each member,
// and tsup's declaration build meets them in an order that changes from one build to the next: two
// clean builds of the same commit gave `"outline" | "destructive" | "accent" | "dark"` and
// `"accent" | "dark" | "outline" | "destructive"`. That order is not part of the API; a changed,
// added or removed export, type, member or signature still changes a line and fails here.
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { Extractor, ExtractorConfig } from '@microsoft/api-extractor'

const REPORT_NOT_COPIED = 'console-api-report-not-copied'
const LITERAL_UNION =
  /(?:"[^"\n]*"|'[^'\n]*'|\d+|true|false|null|undefined)(?: \| (?:"[^"\n]*"|'[^'\n]*'|\d+|true|false|null|undefined))+/g

/** The report as the check reads it: its lines, each literal union sorted, in sorted order. */
export function normalizeReport(text) {
  return text
    .split('\n')
    .map((line) =>
      line.trimEnd().replace(LITERAL_UNION, (union) => union.split(' | ').sort().join(' | ')),
    )
    .filter((line) => line.trim() !== '')
    .sort()
}

/** Lines of `a` missing from `b`, counting repeats. */
function missingFrom(a, b) {
  const left = new Map()
  for (const line of b) left.set(line, (left.get(line) ?? 0) + 1)
  return a.filter((line) => {
    const count = left.get(line) ?? 0
    if (count === 0) return true
    left.set(line, count - 1)
    return false
  })
}

function main() {
  const packageFolder = process.cwd()
  const name = JSON.parse(readFileSync(join(packageFolder, 'package.json'), 'utf8')).name.replace(
    /^@[^/]+\//,
    '',
  )
  const checkedIn = join(packageFolder, 'etc', `${name}.api.md`)
  const generated = join(packageFolder, 'node_modules/.cache/api-extractor', `${name}.api.md`)
  rmSync(generated, { force: true })

  const config = ExtractorConfig.loadFileAndPrepare(join(packageFolder, 'api-extractor.json'))
  const problems = []
  Extractor.invoke(config, {
    localBuild: false,
    messageCallback(message) {
      if (message.messageId === REPORT_NOT_COPIED) {
        message.handled = true
        return
      }
      if (message.logLevel === 'error' || message.logLevel === 'warning')
        problems.push(message.text)
    },
  })
  if (problems.length > 0) {
    console.error(`api-report: ${name}: API Extractor reported ${problems.length} problem(s) above`)
    process.exit(1)
  }
  if (!existsSync(checkedIn) || !existsSync(generated)) {
    console.error(
      `api-report: ${name}: no report at ${checkedIn}; run \`pnpm api:report\` and commit it`,
    )
    process.exit(1)
  }
  const expected = normalizeReport(readFileSync(checkedIn, 'utf8'))
  const actual = normalizeReport(readFileSync(generated, 'utf8'))
  const gone = missingFrom(expected, actual)
  const added = missingFrom(actual, expected)
  if (gone.length === 0 && added.length === 0) {
    console.log(`api-report: ${name}: the public API matches etc/${name}.api.md`)
    return
  }
  console.error(
    `api-report: ${name}: the public API changed. Run \`pnpm api:report\`, review the change, and commit etc/${name}.api.md (a change to a published export needs a changeset).`,
  )
  for (const line of gone) console.error(`  - ${line}`)
  for (const line of added) console.error(`  + ${line}`)
  process.exit(1)
}

main()
