import type { Config } from '@react-router/dev/config'

/** The framework floor: the site's stack, prerendered the same way, with almost nothing on it. */
export default {
  ssr: false,
  prerender: ['/'],
} satisfies Config
