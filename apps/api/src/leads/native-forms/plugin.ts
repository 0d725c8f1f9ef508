import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { OFFER_ENDED } from '@hard-hat/content'
import {
  API_ERROR_MESSAGES,
  type ApiError as ApiErrorBody,
  ATTRIBUTION_FIELDS,
  attributionFromSearch,
  FORM_DEFINITIONS,
  FORM_ID_FIELD,
  FORM_IDS,
  type FormDefinition,
  formValuesOf,
  HONEYPOT_FIELD,
  hasForbiddenCharacters,
  IDEMPOTENCY_KEY_FIELD,
  isFormId,
  MAX_SHORT_TEXT_LENGTH,
  parseFormPost,
  STARTED_AT_FIELD,
  type SubmissionMeta,
  SubmitSuccessSchema,
} from '@hard-hat/forms'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ANSWER_PAGE_POLICY } from '../../lib/content-security-policy.js'
import { cookieValue } from '../../lib/cookies.js'
import { answersWithHtml, isFormPost } from '../../lib/form-post.js'
import { clipText } from '../../lib/storable-text.js'
import { ApiError } from '../../plugins/app/errors.js'
import { answerErrorWithPage } from './error-page.js'
import { FORM_WORDS } from './form-words.js'
import { type PageShell, renderReceived } from './pages.js'

/** A form posted by a browser without scripts, as the preValidation hook read it. */
export interface NativePost {
  readonly definition: FormDefinition
  /** The form's fields as posted (strings), to show them again on a problem page. */
  readonly values: Readonly<Record<string, string>>
  /** True when the form carried no idempotency key and one was derived from what it sent. */
  readonly hasDerivedKey: boolean
}

/**
 * How long a derived key answers a repeat with the first reference: long enough for a double click
 * or a resend after a stalled connection, short enough that the same words sent again later, on
 * purpose, are a new lead. Counted from the first post, so no clock boundary splits a double click.
 */
export const DERIVED_KEY_WINDOW_MS = 10 * 60_000

declare module 'fastify' {
  interface FastifyRequest {
    nativeForm: NativePost | null
  }
  interface FastifyContextConfig {
    /** The route takes a scripts-off form post (urlencoded) and answers it with HTML. */
    acceptsNativeForm?: boolean
    /** The route reads urlencoded posts of its own forms and answers them itself (the inbox). */
    handlesOwnFormPosts?: boolean
  }
  interface FastifyInstance {
    nativeForms: {
      /** Answers an error with a page instead of JSON; false when the request wants JSON. */
      answerError: (
        request: FastifyRequest,
        reply: FastifyReply,
        status: number,
        body: ApiErrorBody,
      ) => boolean
    }
  }
}

/** The path of the confirmation page a stored scripts-off post is redirected to. */
export const FORM_SENT_PATH = '/api/form-sent'

/**
 * The cookie that lets the confirmation show a referral's code to the browser that sent it: the
 * submission's id (a random UUID, the same proof GET /api/referrals/code asks of a script). The
 * code is never in the URL, and a reference alone (40 random bits, in a URL that may be shared or
 * guessed) shows only itself.
 */
export const SENT_COOKIE = 'hh_sent'
const SENT_COOKIE_MAX_AGE_S = 60 * 60
const SUBMISSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

function first(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value
}

const EPOCH_MS = /^\d{1,15}$/

/**
 * The spam signals of a form post, from its hidden fields, as a script's JSON body carries them
 * in `meta`: the honeypot whenever it was sent (it works without scripts), the start time only
 * when the page's script filled it in (absent, it is not held against the sender).
 */
export function spamSignalsOf(body: Readonly<Record<string, unknown>>): SubmissionMeta {
  const honeypot = first(body[HONEYPOT_FIELD])
  const startedAt = first(body[STARTED_AT_FIELD])
  return {
    ...(typeof honeypot === 'string' ? { honeypot: storableHoneypot(honeypot) } : {}),
    ...(typeof startedAt === 'string' && EPOCH_MS.test(startedAt)
      ? { startedAt: Number(startedAt) }
      : {}),
  }
}

// A bot's long or binary text is still stored as spam, not refused as a problem with a field the
// form does not show.
function storableHoneypot(value: string): string {
  if (hasForbiddenCharacters(value)) return 'filled with control characters'
  return clipText(value, MAX_SHORT_TEXT_LENGTH)
}

const isAttributionField = (name: string) =>
  (ATTRIBUTION_FIELDS as readonly string[]).includes(name)

/**
 * A form's values with its hidden attribution fields filled from the page it was sent from, when
 * the page's script did not fill them (scripts off): the site's Referrer-Policy (same-origin) lets
 * the browser send the page's URL, query included, with a post to the site itself. Only the site's
 * own pages count; the Referer is read here and never kept or logged.
 */
export function withAttributionFromReferer(
  values: Readonly<Record<string, string>>,
  referer: string | undefined,
  siteOrigin: string,
): Readonly<Record<string, string>> {
  const fields = Object.keys(values).filter(isAttributionField)
  if (fields.length === 0 || fields.some((name) => values[name] !== '') || !referer) return values
  let page: URL
  try {
    page = new URL(referer)
  } catch {
    return values
  }
  if (page.origin !== siteOrigin) return values
  return { ...values, ...attributionFromSearch(page.search) }
}

/** The built site's stylesheets, so the answer pages look like the site. */
function stylesheetsOf(webBuildDir: string | undefined): string[] {
  const index = webBuildDir ? join(webBuildDir, 'index.html') : undefined
  if (!index || !existsSync(index)) return []
  const html = readFileSync(index, 'utf8')
  return [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].flatMap((match) =>
    match[1] ? [match[1]] : [],
  )
}

/**
 * One key per form, sender and content: a prerendered page cannot hold a key per visitor, so a
 * double click (the same fields from the same address) is recognised by what it carries.
 */
function derivedIdempotencyKey(request: FastifyRequest, post: NativePost): string {
  const hash = createHash('sha256')
    .update(JSON.stringify([post.definition.id, request.ip, post.values]))
    .digest('base64url')
  return `form-${hash}`
}

/**
 * Forms that work without scripts (PRODUCT rule "Forms work before and without scripts"): the
 * routes that opt in (`config.acceptsNativeForm`) also take an urlencoded post from the site's own
 * pages, validate it with the form's definition, turn it into the same wire body the scripts send
 * (same spam checks, rate limit and idempotency) and answer with HTML: 303 to a confirmation that
 * shows the reference, or a page that lists the problems and shows the form again as typed.
 * A post whose Origin is another site's (or "null") is refused with 403.
 */
export const nativeFormsPlugin = fp(
  async (
    fastify: FastifyInstance,
    options: { publicOrigin: string; webBuildDir?: string | undefined },
  ) => {
    const siteOrigin = new URL(options.publicOrigin).origin
    const isHttps = siteOrigin.startsWith('https://')

    /**
     * What only the browser that sent the post with `reference` is shown: its referral code, and
     * the address its acknowledgement went to (never in the URL, which may be shared or logged).
     */
    const sentPost = async (request: FastifyRequest, reference: string) => {
      const id = cookieValue(request.headers.cookie, SENT_COOKIE)
      if (!id || !SUBMISSION_ID.test(id)) return {}
      const sent = await fastify.store.findSubmission(id)
      if (sent?.reference !== reference) return {}
      const isAcknowledged = sent.deliveries.some(
        (delivery) => delivery.destination === 'acknowledgement',
      )
      return {
        referralCode: sent.referralCode ?? undefined,
        acknowledgedTo: isAcknowledged ? (sent.email ?? undefined) : undefined,
      }
    }
    const shell: PageShell = { stylesheets: stylesheetsOf(options.webBuildDir) }
    fastify.decorateRequest('nativeForm', null)

    fastify.addHook('preValidation', async (request) => {
      if (!isFormPost(request)) return
      // The site's pages are UTF-8, so their forms post UTF-8 (and name no charset). Text in any
      // other charset would be stored garbled ("Si�n"): refused, not guessed at.
      const charset = /;\s*charset="?([^";\s]+)/i.exec(request.headers['content-type'] ?? '')?.[1]
      if (charset !== undefined && !/^utf-?8$/i.test(charset)) {
        throw new ApiError(415, 'unsupported_media_type', 'Send the form as UTF-8')
      }
      if (request.routeOptions.config.handlesOwnFormPosts) return
      if (!request.routeOptions.config.acceptsNativeForm) {
        throw new ApiError(
          415,
          'unsupported_media_type',
          'Send the body as JSON with Content-Type: application/json',
        )
      }
      // A browser always sends Origin with a form post; "null" comes from a page that hid it (a
      // sandboxed frame, a no-referrer page): neither is the site's own form.
      const origin = request.headers.origin
      if (origin !== undefined && origin !== siteOrigin) {
        throw new ApiError(403, 'cross_site_form', API_ERROR_MESSAGES.cross_site_form)
      }
      const body = (request.body ?? {}) as Record<string, unknown>
      const formId = first(body[FORM_ID_FIELD])
      if (!isFormId(formId) || FORM_DEFINITIONS[formId].action !== request.routeOptions.url) {
        throw new ApiError(400, 'bad_request', 'The form sent is not one of this site’s forms')
      }
      const definition: FormDefinition = FORM_DEFINITIONS[formId]
      const key = first(body[IDEMPOTENCY_KEY_FIELD])
      const carriedKey = typeof key === 'string' && key !== '' ? key : undefined
      const post: NativePost = {
        definition,
        hasDerivedKey: carriedKey === undefined,
        values: withAttributionFromReferer(
          formValuesOf(definition.names, (name) => body[name]),
          request.headers.referer,
          siteOrigin,
        ),
      }
      request.nativeForm = post
      // The same rules and words as the browser, through the package's framework-neutral parser.
      const result = parseFormPost(
        { names: definition.names, validate: definition.toRequest },
        post.values,
      )
      if (!result.ok) {
        throw new ApiError(
          400,
          'validation_error',
          'There is a problem with the fields named',
          result.errors,
        )
      }
      request.body = { ...result.data, meta: spamSignalsOf(body) }
      request.headers['idempotency-key'] = carriedKey ?? derivedIdempotencyKey(request, post)
    })

    fastify.decorate('nativeForms', {
      answerError: (request, reply, status, body) =>
        answerErrorWithPage(shell, request, reply, status, body),
    })

    // The one reply hook of a stored scripts-off post: a route answers every post with the JSON a
    // script gets, and a browser's form post is sent 303 instead to the page of its reference; a
    // referral's sender also gets the cookie that shows its code there.
    fastify.addHook('onSend', async (request, reply, payload) => {
      const post = request.nativeForm
      if (!post || reply.statusCode !== 200 || typeof payload !== 'string') return payload
      if (!answersWithHtml(request)) return payload
      const answer = SubmitSuccessSchema.parse(JSON.parse(payload))
      if (answer.referralCode || answer.acknowledgementSent) {
        reply.header(
          'set-cookie',
          `${SENT_COOKIE}=${answer.id}; Path=${FORM_SENT_PATH}; Max-Age=${SENT_COOKIE_MAX_AGE_S}; HttpOnly; SameSite=Strict${isHttps ? '; Secure' : ''}`,
        )
      }
      const query = new URLSearchParams({
        form: post.definition.id,
        reference: answer.reference,
        ...(answer.lateClaim ? { late: '1' } : {}),
      })
      reply.code(303).header('location', `${FORM_SENT_PATH}?${query}`).removeHeader('content-type')
      return ''
    })

    fastify.withTypeProvider<ZodTypeProvider>().get(
      FORM_SENT_PATH,
      {
        schema: {
          hide: true,
          querystring: z.object({
            form: z.enum(FORM_IDS),
            reference: z.string().regex(/^HH-[0-9A-Z]{4}-[0-9A-Z]{4}$/),
            /** Set for a claim stored after its offer's deadline (the answer's `lateClaim`). */
            late: z.literal('1').optional(),
          }),
        },
      },
      async (request, reply) => {
        const { form, reference, late } = request.query
        const sent = await sentPost(request, reference)
        const referralCode = form === 'referral' ? sent.referralCode : undefined
        // A claim stored after its offer ended is a lead like any other; its sender is told plainly.
        const lateNote = late ? OFFER_ENDED.lateClaim : undefined
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('content-security-policy', ANSWER_PAGE_POLICY)
          .send(
            renderReceived(shell, FORM_WORDS[form], reference, referralCode, lateNote, {
              acknowledgedTo: sent.acknowledgedTo,
            }),
          )
      },
    )
  },
  { name: 'native-forms', dependencies: ['errors', 'store'] },
)
