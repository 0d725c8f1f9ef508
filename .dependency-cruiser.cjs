// The import graph's rules, checked by `pnpm lint` (decision 036 names the API's wings).
// A wing is a folder of apps/api/src holding one feature whole: its routes, pages, store slice and
// tests. Another wing uses it through its index.ts only, and the core store imports no wing.
const WINGS = '(inbox|leads|outbox|ops|measurement)'

/**
 * Known violations, each left to the work that removes it; the lead trims this list as it merges.
 * A rule does not look at these paths until then. Nothing else may break a rule.
 */
const KNOWN_VIOLATIONS = []

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
