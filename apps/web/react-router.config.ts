import type { Config } from '@react-router/dev/config'
import { PRERENDER_PATHS } from './app/route-paths'

export default {
  ssr: false,
  // Decision 7: every route is HTML before any script runs.
  prerender: () => [...PRERENDER_PATHS],
} satisfies Config
