import { defineConfig, devices } from '@playwright/test'
import e2e from './playwright.config'

/** `pnpm bench:interactions`: the e2e servers, one phone-sized browser, one test at a time. */
export default defineConfig({
  ...e2e,
  testDir: './bench',
  testMatch: /\.bench\.ts$/,
  fullyParallel: false,
  workers: 1,
  timeout: 300_000,
  projects: [
    {
      name: 'phone',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
})
