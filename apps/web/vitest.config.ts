import { defineConfig } from 'vitest/config'

// Its own config: the React Router Vite plugin in vite.config.ts breaks Vitest.
export default defineConfig({
  test: {
    environment: 'happy-dom',
    include: ['app/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
    restoreMocks: true,
  },
})
