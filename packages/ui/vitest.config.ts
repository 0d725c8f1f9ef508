import { defineConfig } from 'vitest/config'
import { timingReporters } from '../../scripts/vitest-timings'

// Vitest gets its own config so it never loads an app's Vite config (React Router's plugin breaks it).
export default defineConfig({
  test: {
    ...timingReporters('ui'),
    environment: 'happy-dom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Every story renders and runs axe; on a loaded 2-core machine one can take several seconds.
    testTimeout: 30_000,
  },
})
