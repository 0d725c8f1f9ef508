import { randomUUID } from 'node:crypto'
import formbody from '@fastify/formbody'
import { routeRedirects } from '@hard-hat/content'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import fp from 'fastify-plugin'
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  contentApiRoutes,
  contentChecksPlugin,
  contentEditor,
  contentHistoryRoutes,
  contentPlugin,
  contentPreviewPages,
  contentPublishingPlugin,
  contentRedirectsPlugin,
  mediaRoutes,
  renderedContentOf,
} from './content/index.js'
import type { ServedSnapshot } from './content/render/served-snapshot.js'
import { digestRecipients, inboxPlugin, listAssignees, morningDigestPlugin } from './inbox/index.js'
import {
  leadsRoute,
  nativeFormsPlugin,
  referralsRoute,
  submissionsPlugin,
  submitBoutiqueQuoteRoute,
  submitEnquiryRoute,
} from './leads/index.js'
import { type OfferDeadlines, SPECIFIED_DEADLINES } from './lib/offer-pages.js'
import { measurementPlugin, measurementRoutes } from './measurement/index.js'
import {
  type BackupScheduleOptions,
  backupSchedulePlugin,
  type DeliveryJournal,
  healthRoute,
  journalPlugin,
  type MetricsOptions,
  metricsPlugin,
  readyRoute,
  retentionPlugin,
} from './ops/index.js'
import { type OutboxOptions, outboxWorkerPlugin } from './outbox/index.js'
import { errorsPlugin, RequestValidationError } from './plugins/app/errors.js'
import { storePlugin } from './plugins/app/store.js'
import { offerPagesPlugin } from './plugins/external/offer-pages.js'
import { openApiPlugin } from './plugins/external/openapi.js'
import { rateLimitPlugin } from './plugins/external/rate-limit.js'
import { pagePolicy, securityPlugin } from './plugins/external/security.js'
import { webSitePlugin } from './plugins/external/web-site.js'
import { openApiRoute } from './routes/api/openapi/index.js'
import type { Store } from './store/types.js'

/** Largest accepted body: ten times the largest real form, far below what could hurt. */
export const BODY_LIMIT_BYTES = 64 * 1024

/**
 * The longest a request may take from its first byte to the answer (Fastify's requestTimeout,
 * which is 0, none, by default): a client trickling a body is cut off, and every store call is
 * bounded well inside it (POSTGRES_TIMEOUTS), so no request outlives it.
 */
export const REQUEST_TIMEOUT_MS = 30_000

/** Everything the app needs; server.ts reads it from the environment, tests pass it directly. */
export interface AppOptions {
  /** An opened, migrated store; the app closes it when it closes. */
  readonly store: Store
  readonly outbox?: OutboxOptions
  /**
   * Where deliveries and erasures are journaled for a restore (decision 020); server.ts puts it in
   * BACKUP_DIR. None without it.
   */
  readonly journal?: DeliveryJournal | undefined
  /** The backup schedule (server.ts sets it from BACKUP_DIR and friends); none without it. */
  readonly backups?: BackupScheduleOptions | undefined
  /** The deprecated shared admin token (an owner token with every scope, for one release). */
  readonly adminToken?: string | undefined
  /** Submissions a minute from one address; 0 turns the limit off. */
  readonly rateLimitMax: number
  readonly publicOrigin: string
  /** The web build loads Google Analytics after consent, so the CSP must allow its origins. */
  readonly allowsGoogleAnalytics?: boolean
  readonly webBuildDir?: string | undefined
  /** Pages rendered from published content, served before the web build's (content/render). */
  readonly contentSnapshot?: ServedSnapshot | undefined
  /**
   * Publishing on this instance (decision 039): the web build's server bundle renders what the
   * store makes live into `contentSnapshot`, asked every `pollMs`. None without a snapshot.
   */
  readonly contentPublishing?: { readonly serverBuildPath: string; readonly pollMs: number }
  readonly imagesDir?: string | undefined
  readonly retentionMonths?: number
  /**
   * The reverse proxy to believe about the client (TRUST_PROXY): its addresses or CIDR ranges, or
   * true for every hop. Then `request.ip` (rate limit, client hash, logs) and `request.protocol`
   * are the visitor's. Off by default: without a proxy, X-Forwarded-For is a client's to forge.
   */
  readonly trustProxy?: boolean | readonly string[]
  /** The clock submissions are stamped with (spam timing, idempotency windows); tests move it. */
  readonly now?: () => number
  /** When each offer ends (LIMITED_OFFER_ENDS_AT, CELEBRATION_OFFER_ENDS_AT); the spec's dates by default. */
  readonly offerDeadlines?: OfferDeadlines
  /** Prometheus metrics (METRICS_TOKEN, METRICS_PORT); off by default. */
  readonly metrics?: MetricsOptions
}

/** The application as a plugin: external plugins, then the app's own, then the routes. */
export async function app(fastify: FastifyInstance, options: AppOptions): Promise<void> {
  fastify.removeContentTypeParser('text/plain')
  fastify.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id)
  })

  await fastify.register(metricsPlugin, options.metrics ?? {})
  await fastify.register(errorsPlugin)
  await fastify.register(securityPlugin, { publicOrigin: options.publicOrigin })
  await fastify.register(rateLimitPlugin, {
    max: options.rateLimitMax,
    // Several instances share one PostgreSQL, so they must share the count; SQLite is one instance.
    sharedStore: options.store.dialect === 'postgres' ? options.store : undefined,
  })
  await fastify.register(openApiPlugin, { publicOrigin: options.publicOrigin })
  // The one reader of HTML form posts: the site's scripts-off forms and the inbox's forms.
  await fastify.register(formbody)
  const pagePolicyOf = pagePolicy({
    publicOrigin: options.publicOrigin,
    allowsGoogleAnalytics: options.allowsGoogleAnalytics ?? false,
  })
  await fastify.register(contentRedirectsPlugin)
  await fastify.register(webSitePlugin, {
    webBuildDir: options.webBuildDir,
    imagesDir: options.imagesDir,
    redirects: routeRedirects(),
    pagePolicy: pagePolicyOf,
    snapshot: options.contentSnapshot,
  })
  await fastify.register(offerPagesPlugin, {
    webBuildDir: options.webBuildDir,
    deadlines: options.offerDeadlines ?? SPECIFIED_DEADLINES,
    pagePolicy: pagePolicyOf,
    ...(options.now ? { now: options.now } : {}),
  })

  await fastify.register(storePlugin, { store: options.store })
  // First-party counting of the pages served above (decision 037): day counts, no identifier.
  await fastify.register(contentPlugin, options.now ? { now: options.now } : {})
  // The checks before publishing (decision 042): the rendered page's only with the server bundle.
  await fastify.register(contentChecksPlugin, {
    serverBuildPath: options.contentPublishing?.serverBuildPath,
    now: options.now,
  })
  // Uploaded photos, from the store, for everyone: every instance serves every photo.
  await fastify.register(mediaRoutes)
  if (options.contentSnapshot && options.contentPublishing && options.webBuildDir) {
    await fastify.register(contentPublishingPlugin, {
      serverBuildPath: options.contentPublishing.serverBuildPath,
      clientDir: options.webBuildDir,
      snapshot: options.contentSnapshot,
      intervalMs: options.contentPublishing.pollMs,
      now: options.now ?? Date.now,
      ...renderedContentOf(fastify.store),
    })
  }
  await fastify.register(measurementPlugin, {
    publicOrigin: options.publicOrigin,
    now: options.now,
  })
  await fastify.register(journalPlugin, { journal: options.journal })
  await fastify.register(outboxWorkerPlugin, options.outbox ?? {})
  if (options.backups) await fastify.register(backupSchedulePlugin, options.backups)
  await fastify.register(submissionsPlugin, options.now ? { now: options.now } : {})
  const notifyEmail = options.outbox?.email?.to
  await fastify.register(morningDigestPlugin, {
    publicOrigin: options.publicOrigin,
    now: options.now,
    // A digest needs email to go out by; the inbox its links open is always there (people sign
    // in with passkeys), so it no longer waits on the deprecated ADMIN_TOKEN.
    recipients: notifyEmail ? () => digestRecipients(fastify, notifyEmail) : undefined,
    assigneeNames: async () =>
      new Map((await listAssignees(fastify)).map((person) => [person.id, person.name])),
  })
  await fastify.register(retentionPlugin, {
    retentionMonths: options.retentionMonths ?? 24,
    now: options.now,
  })
  await fastify.register(nativeFormsPlugin, {
    publicOrigin: options.publicOrigin,
    webBuildDir: options.webBuildDir,
  })

  await fastify.register(measurementRoutes, { publicOrigin: options.publicOrigin })
  await fastify.register(submitEnquiryRoute)
  await fastify.register(submitBoutiqueQuoteRoute)
  await fastify.register(leadsRoute)
  await fastify.register(referralsRoute)
  await fastify.register(healthRoute, { now: options.now })
  await fastify.register(readyRoute)
  await fastify.register(openApiRoute)
  // The inbox is always there: people sign in with passkeys (decision 018); ADMIN_TOKEN, if set,
  // still works for one release as a deprecated owner token.
  fastify.decorate('adminRouteTable', [])
  await fastify.register(inboxPlugin, {
    adminToken: options.adminToken,
    publicOrigin: options.publicOrigin,
    now: options.now ?? Date.now,
    // Behind the inbox's shell: tokens with `content`, or staff (decision 038); its pages (041),
    // each item's history (045) and the preview of a draft as publishing would serve it (042).
    wings: [
      contentApiRoutes,
      contentEditor,
      contentHistoryRoutes,
      (wing, { now }) =>
        contentPreviewPages(wing, {
          now,
          serverBuildPath: options.contentPublishing?.serverBuildPath,
        }),
    ],
  })
}

/** Pino options: request ids on every line; never a visitor's email, phone, message or IP. */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        // Defence in depth: bodies are never logged, but a stray object with these keys is censored.
        '*.email',
        '*.phone',
        '*.userEmail',
        '*.userPhone',
        '*.formData',
        '*.payload',
        '*.contactInfo',
        '*.requirements',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: { method: string; url: string }) => ({
        method: request.method,
        url: request.url.split('?')[0],
      }),
    },
  }
}

/** Creates the Fastify instance with the app registered; tests call `inject()` on it. */
export async function buildApp(
  options: AppOptions & { logger?: FastifyServerOptions['logger'] },
): Promise<FastifyInstance> {
  const fastify = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeout: REQUEST_TIMEOUT_MS,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    return503OnClosing: true,
    trustProxy:
      typeof options.trustProxy === 'object'
        ? [...options.trustProxy]
        : (options.trustProxy ?? false),
  }).withTypeProvider<ZodTypeProvider>()
  // Any zod schema: the app's own (zod) and @hard-hat/forms' (zod/mini, decision 046).
  fastify.setValidatorCompiler<z.core.$ZodType>(({ schema }) => (data) => {
    const result = z.safeParse(schema, data)
    return result.success
      ? { value: result.data }
      : { error: new RequestValidationError(result.error) }
  })
  fastify.setSerializerCompiler(serializerCompiler)
  // fastify-plugin: the app's decorators (store, outbox) stay visible on the instance returned.
  await fastify.register(fp(app), options)
  return fastify
}
