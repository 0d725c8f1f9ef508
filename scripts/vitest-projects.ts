/**
 * A unit suite in two Vitest projects: `fresh-modules`, the files in `needsFreshModules`, each in a
 * module graph of its own (they mock or reset modules, or read state a module keeps), and
 * `shared-modules`, every other file of `include` in one module graph (`isolate: false`). Each
 * project takes the rest of its settings from the suite's config (`extends: true`). Typed by
 * shape, not with Vitest's types: a workspace may resolve its own copy of Vitest.
 */
export function sharedModuleProjects(include: string[], needsFreshModules: string[]) {
  return [
    { extends: true as const, test: { name: 'fresh-modules', include: needsFreshModules } },
    {
      extends: true as const,
      test: { name: 'shared-modules', include, exclude: needsFreshModules, isolate: false },
    },
  ]
}
