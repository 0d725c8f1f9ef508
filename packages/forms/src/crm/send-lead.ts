import type { CrmLead } from './lead'

/**
 * Where and how to send leads to a CRM. Server-side only: the key never reaches a browser. The
 * defaults are the seed CRM's contract (`POST <crmUrl>/api/form-submissions`, `x-api-key`, the lead
 * as JSON); another CRM gives its own `endpoint`, `headers` and `toBody`.
 */
export type SendLeadOptions<Lead = CrmLead> = (
  | {
      /** The seed CRM's origin (and optional base path), e.g. "https://crm.example". */
      crmUrl: string
      /** Sent as the `x-api-key` header. */
      apiKey: string
      endpoint?: never
    }
  | {
      /** The full URL leads are POSTed to. */
      endpoint: string
      crmUrl?: never
      apiKey?: never
    }
) & {
  /** Extra request headers (an `Authorization` header, say); they win over the defaults. */
  headers?: Readonly<Record<string, string>>
  /** Maps a lead to the JSON body the CRM expects; the lead itself by default. */
  toBody?: (lead: Lead) => unknown
  /** Give up after this many milliseconds. */
  timeoutMs: number
  /** Sent as the `Idempotency-Key` header so a retried lead is stored once. */
  idempotencyKey?: string
  /** A fetch implementation; defaults to the global fetch. */
  fetch?: typeof globalThis.fetch
}

/** Outcome of {@link sendLead}: accepted, refused with a status, or not answered at all. */
export type SendLeadResult =
  | { ok: true; status: number }
  | { ok: false; kind: 'http'; status: number }
  | { ok: false; kind: 'network' | 'timeout'; message: string }

/** The CRM endpoint that receives leads, under the CRM's base URL. */
export function formSubmissionsUrl(crmUrl: string): string {
  return `${crmUrl.replace(/\/+$/, '')}/api/form-submissions`
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as Error & { cause?: unknown }).cause
    return cause instanceof Error ? `${error.message}: ${cause.message}` : error.message
  }
  return String(error)
}

/**
 * POSTs a lead to `<crmUrl>/api/form-submissions` with the `x-api-key` header (or to your
 * `endpoint` with your `headers` and `toBody`). Never throws:
 * any 2xx is `{ ok: true }`, another status `{ kind: 'http' }`, no answer within `timeoutMs`
 * `{ kind: 'timeout' }`, and a refused connection or bad URL `{ kind: 'network' }`.
 * @example
 * const result = await sendLead(lead, { crmUrl: env.CRM_URL, apiKey: env.CRM_API_KEY, timeoutMs: 10_000, idempotencyKey: submission.id })
 * if (!result.ok) scheduleRetry(result)
 */
export async function sendLead<Lead = CrmLead>(
  lead: Lead,
  options: SendLeadOptions<Lead>,
): Promise<SendLeadResult> {
  const controller = new AbortController()
  let hasTimedOut = false
  const timer = setTimeout(() => {
    hasTimedOut = true
    controller.abort()
  }, options.timeoutMs)
  try {
    const doFetch = options.fetch ?? globalThis.fetch
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/json',
    }
    if (options.apiKey !== undefined) headers['x-api-key'] = options.apiKey
    if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey
    Object.assign(headers, options.headers)
    const url = options.endpoint ?? formSubmissionsUrl(options.crmUrl ?? '')
    const body = options.toBody ? options.toBody(lead) : lead
    const response = await doFetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: controller.signal,
    })
    // The CRM's answer body carries nothing we use; release the connection.
    await response.body?.cancel().catch(() => undefined)
    return response.ok
      ? { ok: true, status: response.status }
      : { ok: false, kind: 'http', status: response.status }
  } catch (error) {
    if (hasTimedOut) {
      return { ok: false, kind: 'timeout', message: `No answer within ${options.timeoutMs} ms` }
    }
    return { ok: false, kind: 'network', message: describe(error) }
  } finally {
    clearTimeout(timer)
  }
}
