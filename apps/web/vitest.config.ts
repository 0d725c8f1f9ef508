import { defineConfig } from 'vitest/config'
import { timingReporters } from '../../scripts/vitest-timings'

// Its own config: the React Router Vite plugin in vite.config.ts breaks Vitest.
export default defineConfig({
  test: {
    ...timingReporters('web'),
    environment: 'happy-dom',
    include: ['app/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
    restoreMocks: true,
  },
})
