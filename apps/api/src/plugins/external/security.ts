import cors from '@fastify/cors'
import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { contentSecurityPolicy, RESOURCE_POLICY } from '../../lib/content-security-policy.js'

/** The security headers and CORS policy of the site. */
export interface SecurityOptions {
  readonly publicOrigin: string
}

/** What a page's Content-Security-Policy depends on. */
export interface PagePolicyOptions {
  readonly publicOrigin: string
  /** Allow Google Analytics' origins: only when the build has a measurement id (it loads after consent). */
  readonly allowsGoogleAnalytics?: boolean
}

/** Origins gtag.js loads from and reports to; allowed only when analytics are configured. */
export const GOOGLE_ANALYTICS_ORIGINS = {
  script: ['https://www.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
} as const

/**
 * A page's Content-Security-Policy: scripts from the site itself plus that page's own inline
 * scripts by hash (so nothing injected later runs), Google Analytics' origins only when configured.
 * @example pagePolicy({ publicOrigin: 'https://www.example' })(["'sha256-…'"])
 */
export function pagePolicy(
  options: PagePolicyOptions,
): (scriptHashes: readonly string[]) => string {
  const isHttps = options.publicOrigin.startsWith('https://')
  const analytics = options.allowsGoogleAnalytics
    ? GOOGLE_ANALYTICS_ORIGINS
    : { script: [], connect: [], img: [] }
  return (scriptHashes) =>
    contentSecurityPolicy({
      'default-src': ["'self'"],
      'script-src': ["'self'", ...scriptHashes, ...analytics.script],
      'script-src-attr': ["'none'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', ...analytics.img],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'", ...analytics.connect],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
      ...(isHttps ? { 'upgrade-insecure-requests': [] } : {}),
    })
}

/**
 * Helmet's headers, the small resource policy (a page's own policy is set where pages are served; a
 * long policy on every asset cost each response about 5 kB) on every answer that has no page policy, and CORS
 * for the public origin only.
 */
export const securityPlugin = fp(
  async (fastify: FastifyInstance, options: SecurityOptions) => {
    const isHttps = options.publicOrigin.startsWith('https://')
    fastify.addHook('onSend', async (_request, reply) => {
      if (!reply.hasHeader('content-security-policy')) {
        reply.header('content-security-policy', RESOURCE_POLICY)
      }
    })
    await fastify.register(helmet, {
      // Set per answer: pages by web-site.ts, everything else by the hook above.
      contentSecurityPolicy: false,
      // HSTS over plain HTTP (a local run) would only confuse browsers.
      strictTransportSecurity: isHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      // Same-origin requests carry the real Origin (a native form post is checked against it,
      // docs/decisions/011); other sites still learn nothing of the page a visitor came from.
      referrerPolicy: { policy: 'same-origin' },
    })
    await fastify.register(cors, {
      origin: [options.publicOrigin.replace(/\/$/, '')],
      methods: ['GET', 'HEAD', 'POST'],
      allowedHeaders: ['Content-Type', 'Idempotency-Key'],
      maxAge: 600,
    })
  },
  { name: 'security' },
)
