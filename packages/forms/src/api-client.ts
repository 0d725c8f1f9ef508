import * as z from 'zod/mini'
import {
  ApiErrorSchema,
  type BoutiqueQuoteRequestInput,
  type EnquiryRequestInput,
  type LeadRequestInput,
  type ReferralCodeResponse,
  ReferralCodeResponseSchema,
  type SubmitSuccess,
  SubmitSuccessSchema,
} from './api-contract'
import { API_ERROR_MESSAGES } from './api-messages'
import type { FieldErrors } from './field-errors'
import type { FormAction, FormRequest } from './form-definitions'
import { NETWORK_ERROR_MESSAGE } from './messages'

/** Why a call to the site's API did not succeed. */
export type ApiClientError =
  | { kind: 'validation'; fields: FieldErrors; message: string }
  | { kind: 'http'; status: number; message: string }
  | { kind: 'network'; message: string }

/** Outcome of a call to the site's API: never a thrown error. */
export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiClientError }

/** Options of {@link createApiClient}. */
export interface ApiClientOptions {
  /** Origin of the API, e.g. "https://www.example"; '' (the default) means the page's own origin. */
  baseUrl?: string
  /** A fetch implementation; defaults to the global fetch. */
  fetch?: typeof globalThis.fetch
  /** Give up on a call after this many milliseconds (a network error); defaults to 30 000. */
  timeoutMs?: number
}

/** How long a call to the site's API may take before it counts as a network error. */
export const DEFAULT_API_TIMEOUT_MS = 30_000

/** Per-submission options: one idempotency key per submission attempt (P-receipt-for-every-lead). */
export interface SubmitOptions {
  idempotencyKey: string
}

/** The typed client of the site's own API. */
export interface ApiClient {
  /** POST /api/submit-enquiry. */
  submitEnquiry(
    body: EnquiryRequestInput,
    options: SubmitOptions,
  ): Promise<ApiResult<SubmitSuccess>>
  /** POST /api/submit-boutique-quote. */
  submitBoutiqueQuote(
    body: BoutiqueQuoteRequestInput,
    options: SubmitOptions,
  ): Promise<ApiResult<SubmitSuccess>>
  /** POST /api/leads. */
  submitLead(body: LeadRequestInput, options: SubmitOptions): Promise<ApiResult<SubmitSuccess>>
  /** POST a site form's wire body to its route (`FORM_ACTIONS`): what its definition's `toBody` built. */
  submitForm(
    action: FormAction,
    body: FormRequest,
    options: SubmitOptions,
  ): Promise<ApiResult<SubmitSuccess>>
  /** GET /api/referrals/code?id=… (the id the referral enquiry was answered with) */
  getReferralCode(submissionId: string): Promise<ApiResult<ReferralCodeResponse>>
}

/**
 * A fresh idempotency key (a random UUID) for one submission attempt: reuse it when retrying the
 * same attempt, make a new one when the visitor changes the form and sends again.
 */
export function createIdempotencyKey(): string {
  return globalThis.crypto.randomUUID()
}

const UNEXPECTED_ANSWER_MESSAGE = 'The server sent an answer we could not read. Please try again.'

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json()
  } catch {
    return undefined
  }
}

function errorFromResponse(status: number, body: unknown): ApiClientError {
  const parsed = ApiErrorSchema.safeParse(body)
  if (!parsed.success) {
    return {
      kind: 'http',
      status,
      message: status >= 500 ? API_ERROR_MESSAGES.internal_error : UNEXPECTED_ANSWER_MESSAGE,
    }
  }
  const { code, message, fields } = parsed.data.error
  if (code === 'validation_error' && fields) return { kind: 'validation', fields, message }
  return { kind: 'http', status, message: message || API_ERROR_MESSAGES[code] }
}

/**
 * Creates the typed client of the site's API. Each call answers `{ ok: true, data }` or
 * `{ ok: false, error }` with a validation, HTTP or network error; nothing is thrown.
 * @example
 * const api = createApiClient()
 * const result = await api.submitEnquiry(buildContactEnquiry(values), { idempotencyKey })
 * if (!result.ok && result.error.kind === 'validation') showErrors(result.error.fields)
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '')

  async function call<T>(
    path: string,
    init: RequestInit,
    schema: z.core.$ZodType<T>,
  ): Promise<ApiResult<T>> {
    const doFetch = options.fetch ?? globalThis.fetch
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? DEFAULT_API_TIMEOUT_MS)
    let response: Response
    let body: unknown
    try {
      response = await doFetch(`${baseUrl}${path}`, { ...init, signal: controller.signal })
      body = await readJson(response)
    } catch {
      return { ok: false, error: { kind: 'network', message: NETWORK_ERROR_MESSAGE } }
    } finally {
      clearTimeout(timer)
    }
    if (!response.ok) return { ok: false, error: errorFromResponse(response.status, body) }
    const parsed = z.safeParse(schema, body)
    if (!parsed.success) {
      return {
        ok: false,
        error: { kind: 'http', status: response.status, message: UNEXPECTED_ANSWER_MESSAGE },
      }
    }
    return { ok: true, data: parsed.data }
  }

  function post(path: string, body: unknown, submit: SubmitOptions) {
    return call(
      path,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'idempotency-key': submit.idempotencyKey,
        },
        body: JSON.stringify(body),
      },
      SubmitSuccessSchema,
    )
  }

  return {
    submitEnquiry: (body, submit) => post('/api/submit-enquiry', body, submit),
    submitBoutiqueQuote: (body, submit) => post('/api/submit-boutique-quote', body, submit),
    submitLead: (body, submit) => post('/api/leads', body, submit),
    submitForm: (action, body, submit) => post(action, body, submit),
    getReferralCode: (submissionId) =>
      call(
        `/api/referrals/code?id=${encodeURIComponent(submissionId)}`,
        { method: 'GET', headers: { accept: 'application/json' } },
        ReferralCodeResponseSchema,
      ),
  }
}
