import { z } from 'zod'

const OptionalUrlSchema = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(z.url().optional())

const OptionalTextSchema = z
  .string()
  .transform((value) => (value === '' ? undefined : value))
  .optional()

/** The server's environment, parsed once at start-up. */
export const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: OptionalUrlSchema.optional().refine(
    (value) => value === undefined || /^postgres(ql)?:\/\//.test(value),
    'DATABASE_URL must start with postgres:// or postgresql://',
  ),
  CRM_URL: OptionalUrlSchema.optional(),
  CRM_API_KEY: OptionalTextSchema,
  PUBLIC_ORIGIN: z.url().default('http://127.0.0.1:3000'),
  ADMIN_TOKEN: OptionalTextSchema.refine(
    (value) => value === undefined || value.length >= 16,
    'ADMIN_TOKEN must be at least 16 characters long',
  ),
  RATE_LIMIT_MAX: z.coerce.number().int().min(0).default(10),
  WEB_BUILD_DIR: OptionalTextSchema,
  /** The Google Analytics id the web build was made with; the CSP then allows gtag.js's origins. */
  VITE_GA_MEASUREMENT_ID: OptionalTextSchema,
  IMAGES_DIR: OptionalTextSchema,
  RETENTION_MONTHS: z.coerce.number().int().min(1).default(24),
  CRM_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(8),
  CRM_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  CRM_RETRY_BASE_MS: z.coerce.number().int().min(1).default(2000),
  CRM_RETRY_MAX_MS: z.coerce
    .number()
    .int()
    .min(1)
    .default(15 * 60_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
})

/** The parsed environment. */
export type Env = z.infer<typeof EnvSchema>

/** Parses the environment, throwing one readable error that lists every bad variable. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = EnvSchema.safeParse(source)
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`@hard-hat/api: invalid environment\n${lines.join('\n')}`)
  }
  return result.data
}
