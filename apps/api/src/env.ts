import { isIP } from 'node:net'
import { DEADLINES } from '@hard-hat/content'
import { z } from 'zod'
import { isLoopbackUrl } from './lib/loopback.js'
import { DEFAULT_RETRY_SCHEDULE, WEBHOOK_FORMATS } from './outbox/index.js'

const OptionalUrlSchema = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(z.url().optional())

const OptionalTextSchema = z
  .string()
  .transform((value) => (value === '' ? undefined : value))
  .optional()

/**
 * TRUST_PROXY: off, `true` (every hop: only when the port is reachable through the proxy alone), or
 * the proxy's addresses and CIDR ranges. Never a hop count: Fastify 5 refuses it, because with it a
 * client talking to Node directly can forge X-Forwarded-For.
 */
const TrustProxySchema = z
  .string()
  .trim()
  .optional()
  .transform((value, context): boolean | string[] => {
    if (value === undefined || value === '' || value === 'false') return false
    if (value === 'true') return true
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
    for (const entry of entries) {
      const [address = '', bits, extra] = entry.split('/')
      const family = isIP(address)
      const maxBits = family === 6 ? 128 : 32
      const isValidBits = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= maxBits)
      if (family === 0 || !isValidBits || extra !== undefined) {
        context.addIssue({
          code: 'custom',
          message: /^\d+$/.test(entry)
            ? 'TRUST_PROXY takes the proxy addresses or CIDR ranges (or true), not a hop count'
            : `TRUST_PROXY: "${entry}" is not an IP address or CIDR range`,
        })
        return z.NEVER
      }
    }
    return entries
  })

/** NOTIFY_EMAIL: one or more addresses, comma-separated. */
const EmailListSchema = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.email('NOTIFY_EMAIL must list email addresses, comma-separated')))

/** An ISO 8601 date and time with its offset (or Z): one instant, whatever the server's zone. */
const ISO_WITH_OFFSET =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/

/** Whether an ISO date and time with its offset names a real moment (no 30 February, no 25:00). */
function isRealMoment(value: string): boolean {
  const ms = Date.parse(value)
  if (Number.isNaN(ms)) return false
  const offset = /([+-])(\d{2}):(\d{2})$/.exec(value)
  const offsetMs = offset
    ? (offset[1] === '-' ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3])) * 60_000
    : 0
  // The wall-clock time the value states, read back from the instant it parsed to.
  return new Date(ms + offsetMs).toISOString().slice(0, 16) === value.slice(0, 16)
}

/** An offer's deadline (P-deadlines-are-config): the specification's unless the agency sets one. */
function deadlineSchema(name: string, fallback: string) {
  return z
    .string()
    .trim()
    .optional()
    .transform((value, context) => {
      if (value === undefined || value === '') return fallback
      if (!ISO_WITH_OFFSET.test(value) || !isRealMoment(value)) {
        context.addIssue({
          code: 'custom',
          message: `${name} must be an ISO 8601 date and time with its offset, like 2025-06-14T23:55:00+01:00 (got "${value}")`,
        })
        return z.NEVER
      }
      return value
    })
}

/** Whether a value is a Standard Webhooks secret: whsec_ and 24 to 64 bytes in base64. */
function isWebhookSecret(value: string): boolean {
  const encoded = value.startsWith('whsec_') ? value.slice('whsec_'.length) : ''
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(encoded)) return false
  const bytes = Buffer.from(encoded, 'base64').length
  return bytes >= 24 && bytes <= 64
}

/** The server's environment, parsed once at start-up. */
export const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: OptionalUrlSchema.optional().refine(
    (value) => value === undefined || /^postgres(ql)?:\/\//.test(value),
    'DATABASE_URL must start with postgres:// or postgresql://',
  ),
  // https only (the API key and every lead travel in it), except to this machine.
  CRM_URL: OptionalUrlSchema.optional().refine(
    (value) => value === undefined || value.startsWith('https://') || isLoopbackUrl(value),
    'CRM_URL must start with https:// (http:// only to localhost or 127.0.0.1)',
  ),
  CRM_API_KEY: OptionalTextSchema,
  PUBLIC_ORIGIN: z.url().default('http://127.0.0.1:3000'),
  ADMIN_TOKEN: OptionalTextSchema.refine(
    (value) => value === undefined || value.length >= 32,
    'ADMIN_TOKEN must be at least 32 characters long',
  ),
  RATE_LIMIT_MAX: z.coerce.number().int().min(0).default(10),
  WEB_BUILD_DIR: OptionalTextSchema,
  /** The web build's server bundle, which renders published content; beside WEB_BUILD_DIR by default. */
  WEB_SERVER_BUILD: OptionalTextSchema,
  /** This instance's folder of pages rendered from published content; a temporary one by default. */
  CONTENT_SNAPSHOT_DIR: OptionalTextSchema,
  /** How often each instance asks the store whether published content moved (decision 039). */
  CONTENT_POLL_MS: z.coerce.number().int().min(100).max(60_000).default(2_000),
  /** The Google Analytics id the web build was made with; the CSP then allows gtag.js's origins. */
  VITE_GA_MEASUREMENT_ID: OptionalTextSchema,
  IMAGES_DIR: OptionalTextSchema,
  RETENTION_MONTHS: z.coerce.number().int().min(1).default(24),
  TRUST_PROXY: TrustProxySchema,
  SMTP_URL: OptionalTextSchema.refine(
    (value) => value === undefined || /^smtps?:\/\/[^\s]+$/.test(value),
    'SMTP_URL must look like smtp://user:pass@host:587 or smtps://user:pass@host:465',
  ),
  NOTIFY_EMAIL: EmailListSchema,
  NOTIFY_FROM: OptionalTextSchema,
  DELIVERY_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  RETRY_BASE_MS: z.coerce.number().int().min(1).default(DEFAULT_RETRY_SCHEDULE.baseDelayMs),
  RETRY_MAX_DELAY_MS: z.coerce.number().int().min(1).default(DEFAULT_RETRY_SCHEDULE.maxDelayMs),
  RETRY_WINDOW_HOURS: z.coerce
    .number()
    .positive()
    .default(DEFAULT_RETRY_SCHEDULE.windowMs / 3_600_000),
  LIMITED_OFFER_ENDS_AT: deadlineSchema(
    'LIMITED_OFFER_ENDS_AT',
    DEADLINES.limitedOnePageOffer.endsAt,
  ),
  CELEBRATION_OFFER_ENDS_AT: deadlineSchema(
    'CELEBRATION_OFFER_ENDS_AT',
    DEADLINES.celebrationOffer.endsAt,
  ),
  /** Backups and the delivery journal; empty: `<DATA_DIR>/backups` on SQLite, none on PostgreSQL. */
  BACKUP_DIR: OptionalTextSchema,
  /** Hours between scheduled backups; 0: on demand only. */
  BACKUP_INTERVAL_HOURS: z.coerce.number().min(0).default(24),
  /** How many backups are kept. */
  BACKUP_KEEP: z.coerce.number().int().min(1).default(14),
  /** The folder of pg_dump, pg_restore and psql; empty: Debian's newest, else the PATH. */
  PG_BIN: OptionalTextSchema,
  /** Serves GET /metrics on PORT to `Authorization: Bearer <METRICS_TOKEN>`. */
  METRICS_TOKEN: OptionalTextSchema.refine(
    (value) => value === undefined || value.length >= 32,
    'METRICS_TOKEN must be at least 32 characters long',
  ),
  /** Serves GET /metrics without a token on 127.0.0.1:METRICS_PORT only. */
  METRICS_PORT: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === undefined || value === '' ? undefined : Number(value)))
    .pipe(z.number('METRICS_PORT must be a port number').int().min(1).max(65535).optional()),
  // https only (every lead travels in it), except to this machine; never logged (a Slack URL is a secret).
  WEBHOOK_URL: OptionalUrlSchema.optional().refine(
    (value) => value === undefined || value.startsWith('https://') || isLoopbackUrl(value),
    'WEBHOOK_URL must start with https:// (http:// only to localhost or 127.0.0.1)',
  ),
  /** Standard Webhooks signing secret: `whsec_` and the base64 of 24 to 64 random bytes. */
  WEBHOOK_SECRET: OptionalTextSchema.refine(
    (value) => value === undefined || isWebhookSecret(value),
    'WEBHOOK_SECRET must be whsec_ followed by the base64 of 24 to 64 random bytes (openssl rand -base64 32)',
  ),
  WEBHOOK_FORMAT: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === undefined || value === '' ? 'standard' : value))
    .pipe(
      z.enum(WEBHOOK_FORMATS, {
        error: 'WEBHOOK_FORMAT must be standard (signed JSON) or slack (a chat message)',
      }),
    ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
})

/** The parsed environment. */
export type Env = z.infer<typeof EnvSchema>

const CheckedEnvSchema = EnvSchema.refine(
  (env) => env.SMTP_URL === undefined || env.NOTIFY_EMAIL.length > 0,
  {
    path: ['NOTIFY_EMAIL'],
    message: 'NOTIFY_EMAIL must name the agency address(es) when SMTP_URL is set',
  },
)
  .refine((env) => env.METRICS_PORT === undefined || env.METRICS_PORT !== env.PORT, {
    path: ['METRICS_PORT'],
    message: 'METRICS_PORT must differ from PORT',
  })
  .refine(
    (env) =>
      env.WEBHOOK_URL === undefined ||
      env.WEBHOOK_FORMAT === 'slack' ||
      env.WEBHOOK_SECRET !== undefined,
    {
      path: ['WEBHOOK_SECRET'],
      message: 'WEBHOOK_SECRET must be set when WEBHOOK_URL is (receivers check the signature)',
    },
  )
  .refine((env) => env.WEBHOOK_URL !== undefined || env.WEBHOOK_SECRET === undefined, {
    path: ['WEBHOOK_URL'],
    message: 'WEBHOOK_URL must be set when WEBHOOK_SECRET is',
  })

/**
 * Where backups and the delivery journal go: BACKUP_DIR, else beside an SQLite store (a bad
 * migration is then covered, a lost disk is not); PostgreSQL has none unless BACKUP_DIR is set.
 */
export function backupDirOf(
  env: Pick<Env, 'BACKUP_DIR' | 'DATABASE_URL' | 'DATA_DIR'>,
): string | undefined {
  if (env.BACKUP_DIR !== undefined) return env.BACKUP_DIR
  return env.DATABASE_URL === undefined ? `${env.DATA_DIR.replace(/\/+$/, '')}/backups` : undefined
}

/** Parses the environment, throwing one readable error that lists every bad variable. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = CheckedEnvSchema.safeParse(source)
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`@hard-hat/api: invalid environment\n${lines.join('\n')}`)
  }
  return result.data
}
