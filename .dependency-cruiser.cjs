// The import graph's rules, checked by `pnpm lint` (decision 035 names the API's wings).
// A wing is a folder of apps/api/src holding one feature whole: its routes, pages, store slice and
// tests. Another wing uses it through its index.ts only, and the core store imports no wing.
const WINGS = '(inbox|leads|outbox|ops|measurement)'

/**
 * Known violations, each left to the work that removes it; the lead trims this list as it merges.
 * A rule does not look at these paths until then. Nothing else may break a rule.
 */
const KNOWN_VIOLATIONS = [
  // The inbox's move takes people, follow-up and insights out of the core Store: store/types.ts then
  // imports neither people.ts nor insights.ts, which closes all five circles among these files.
  '^apps/api/src/store/(types|people|insights|lead-queries|rows)\\.ts$',
  // The forms package's per-form folders (body builder and request schema beside each form) and
  // the ui's schema form: the front-end move in the same issue.
  '^packages/forms/src/',
  '^packages/ui/src/schema-form/',
]

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle: the modules cannot be read, tested or moved one at a time.',
      from: { path: '^(apps/api/src|packages/[^/]+/src)/', pathNot: KNOWN_VIOLATIONS },
      to: { circular: true },
    },
    {
      name: 'wing-through-its-index',
      severity: 'error',
      comment: "A wing reaches another wing's files only through that wing's index.ts.",
      from: { path: `^apps/api/src/${WINGS}/`, pathNot: KNOWN_VIOLATIONS },
      to: {
        path: `^apps/api/src/${WINGS}/`,
        pathNot: ['^apps/api/src/$1/', `^apps/api/src/${WINGS}/index\\.ts$`],
      },
    },
    {
      name: 'store-imports-no-wing',
      severity: 'error',
      comment: 'The core store is below every wing: a wing imports it, never the other way.',
      // A store test may build its rows with a wing's real mapping (the CRM lead).
      from: { path: '^apps/api/src/store/', pathNot: [...KNOWN_VIOLATIONS, '\\.test\\.ts$'] },
      to: { path: `^apps/api/src/${WINGS}/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules|coverage|build|storybook-static)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
    },
  },
}
