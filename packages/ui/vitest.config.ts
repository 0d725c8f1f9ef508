import { defineConfig } from 'vitest/config'
import { sharedModuleProjects } from '../../scripts/vitest-projects'
import { timingReporters } from '../../scripts/vitest-timings'

/**
 * Files whose components keep state in their module, so each needs a fresh module graph: a form
 * renders its scripts-off state only until a form in the same module graph has hydrated
 * (schema-form/use-hydrated.ts), and toasts live in one store (toast/toast-store.ts).
 */
const NEEDS_FRESH_MODULES = [
  'src/readme-examples/roof-enquiry.example.test.tsx',
  'src/schema-form/schema-form-field-types.test.tsx',
  'src/schema-form/schema-form.test.tsx',
  'src/toast/*.test.tsx',
]

// Vitest gets its own config so it never loads an app's Vite config (React Router's plugin breaks it).
export default defineConfig({
  test: {
    ...timingReporters('ui'),
    environment: 'happy-dom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    // Every story renders and runs axe; on a loaded 2-core machine one can take several seconds.
    testTimeout: 30_000,
    // The other files share one module graph: each file's own happy-dom, Storybook annotations
    // and module imports had been more than half of the suite's 66 CPU-s (29 now).
    projects: sharedModuleProjects(['src/**/*.test.{ts,tsx}'], NEEDS_FRESH_MODULES),
  },
})
