import cors from '@fastify/cors'
import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

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

/**
 * The policy of everything that is not a page (API answers, images, the sitemap; the build's hashed
 * scripts and stylesheets carry none, web-site.ts):
 * no script may run, nothing loads but inline style and the site's own images (the browser's XML
 * and SVG viewers style what they show), and nothing may frame it. A page's own policy (pagePolicy)
 * is set where pages are served; a long policy on every asset cost each response about 5 kB.
 */
export const RESOURCE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'"

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
  const directive = (name: string, ...sources: readonly string[]) => [name, ...sources].join(' ')
  return (scriptHashes) =>
    [
      directive('default-src', "'self'"),
      directive('script-src', "'self'", ...scriptHashes, ...analytics.script),
      directive('script-src-attr', "'none'"),
      directive('style-src', "'self'", "'unsafe-inline'"),
      directive('img-src', "'self'", 'data:', ...analytics.img),
      directive('font-src', "'self'", 'data:'),
      directive('connect-src', "'self'", ...analytics.connect),
      directive('object-src', "'none'"),
      directive('base-uri', "'self'"),
      directive('form-action', "'self'"),
      directive('frame-ancestors', "'none'"),
      ...(isHttps ? ['upgrade-insecure-requests'] : []),
    ].join('; ')
}

/**
 * Helmet's headers, the small resource policy on every answer that has no page policy, and CORS
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
