import { defineConfig } from 'vitest/config'
import { sharedModuleProjects } from '../../scripts/vitest-projects'
import { timingReporters } from '../../scripts/vitest-timings'

/**
 * Files that need a fresh module graph: they mock or reset modules, or read state a module keeps
 * for the document's life (the visit's entry, the forms runtime once loading).
 */
const NEEDS_FRESH_MODULES = [
  'app/components/quote-builder/use-builder-code.test.ts',
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
    // The other files share one module graph: each file's own happy-dom and imports had been
    // half of the suite's 24 CPU-s (12.5 now).
    projects: sharedModuleProjects(
      ['app/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
      NEEDS_FRESH_MODULES,
    ),
  },
})
