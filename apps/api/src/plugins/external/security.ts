import cors from '@fastify/cors'
import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/** The security headers and CORS policy of the site. */
export interface SecurityOptions {
  readonly publicOrigin: string
  /** CSP hashes of the build's inline scripts (see inlineScriptHashes). */
  readonly scriptHashes: readonly string[]
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
 * Helmet's headers with a Content-Security-Policy that allows scripts from the site itself plus the
 * build's own inline scripts by hash, and CORS for the public origin only.
 */
export const securityPlugin = fp(
  async (fastify: FastifyInstance, options: SecurityOptions) => {
    const isHttps = options.publicOrigin.startsWith('https://')
    const analytics = options.allowsGoogleAnalytics
      ? GOOGLE_ANALYTICS_ORIGINS
      : { script: [], connect: [], img: [] }
    await fastify.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...options.scriptHashes, ...analytics.script],
          scriptSrcAttr: ["'none'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', ...analytics.img],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...analytics.connect],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          ...(isHttps ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      // HSTS over plain HTTP (a local run) would only confuse browsers.
      strictTransportSecurity: isHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
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
