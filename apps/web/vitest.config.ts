import { defineConfig } from 'vitest/config'
import { timingReporters } from '../../scripts/vitest-timings'

/**
 * Files that need a fresh module graph: they mock or reset modules, or read state a module keeps
 * for the document's life (the visit's entry, the forms runtime once loading).
 */
const NEEDS_FRESH_MODULES = [
  'app/components/quote-builder/use-later-steps.test.ts',
  'app/lib/measurement/*.test.ts',
  'app/lib/submissions.test.ts',
  'app/lib/use-schema-form.test.ts',
  'app/lib/warm-forms.test.ts',
]

// Its own config: the React Router Vite plugin in vite.config.ts breaks Vitest.
export default defineConfig({
  test: {
    ...timingReporters('web'),
    environment: 'happy-dom',
    restoreMocks: true,
    projects: [
      { extends: true, test: { name: 'fresh-modules', include: NEEDS_FRESH_MODULES } },
      {
        // The other files share one module graph: each file's own happy-dom and imports were four
        // fifths of the suite's time.
        extends: true,
        test: {
          name: 'shared-modules',
          include: ['app/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          exclude: NEEDS_FRESH_MODULES,
          isolate: false,
        },
      },
    ],
  },
})
