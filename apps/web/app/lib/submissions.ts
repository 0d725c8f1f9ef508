import {
  type ApiClient,
  type ApiClientError,
  type ApiResult,
  NETWORK_ERROR_MESSAGE,
  type SubmitOptions,
  type SubmitSuccess,
} from '@hard-hat/forms'
import { useMutation } from '@tanstack/react-query'
import { loadFormRuntime } from './load-form-runtime'
import type { FieldErrors } from './use-schema-form'

/** Why a submission failed, thrown so the mutation reports it: validation, HTTP or network. */
export class SubmissionError extends Error {
  readonly kind: ApiClientError['kind']
  readonly fields: FieldErrors

  constructor(error: ApiClientError) {
    super(error.message)
    this.name = 'SubmissionError'
    this.kind = error.kind
    this.fields = error.kind === 'validation' ? topLevelFields(error.fields) : {}
  }
}

/** "contactInfo.email" → "email": the forms show top-level field names. */
export function topLevelFields(fields: Record<string, string>): FieldErrors {
  const result: FieldErrors = {}
  for (const [path, message] of Object.entries(fields)) {
    const name = path.split('.').at(-1) ?? path
    if (result[name] === undefined) result[name] = message
  }
  return result
}

type Send<Body> = (body: Body, options: SubmitOptions) => Promise<ApiResult<SubmitSuccess>>

/**
 * A mutation that sends one submission through the forms package's API client (loaded with the
 * forms runtime), with a new idempotency key per attempt (decision 15). No retries: the query
 * client's defaults. A runtime that cannot load is reported as a network failure.
 * @example const enquiry = useSubmission((api) => api.submitEnquiry)
 */
export function useSubmission<Body>(sendOf: (api: ApiClient) => Send<Body>) {
  return useMutation<SubmitSuccess, SubmissionError, Body>({
    mutationFn: async (body) => {
      const forms = await loadFormRuntime().catch(() => {
        throw new SubmissionError({ kind: 'network', message: NETWORK_ERROR_MESSAGE })
      })
      const send = sendOf(forms.api)
      const result = await send(body, { idempotencyKey: forms.createIdempotencyKey() })
      if (!result.ok) throw new SubmissionError(result.error)
      return result.data
    },
  })
}
