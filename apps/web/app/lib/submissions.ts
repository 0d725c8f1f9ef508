import {
  type ApiClient,
  type ApiClientError,
  type ApiResult,
  type FormId,
  NETWORK_ERROR_MESSAGE,
  type SubmitOptions,
  type SubmitSuccess,
} from '@hard-hat/forms'
import type { MutationObserver, MutationObserverResult } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { type FormRuntime, loadFormRuntime } from './load-form-runtime'
import type { FieldErrors } from './use-schema-form'

/** Why a submission failed, thrown so the mutation reports it: validation, HTTP or network. */
export class SubmissionError extends Error {
  readonly kind: ApiClientError['kind']
  readonly fields: FieldErrors

  /** `toFormFields` carries the API's wire field names back to the form's own fields. */
  constructor(
    error: ApiClientError,
    toFormFields: (wireFields: Record<string, string>) => FieldErrors = topLevelFields,
  ) {
    super(error.message)
    this.name = 'SubmissionError'
    this.kind = error.kind
    this.fields = error.kind === 'validation' ? toFormFields(error.fields) : {}
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

/** What a form does when its submission is stored, or refused. */
export interface SubmissionCallbacks {
  onSuccess?: (stored: SubmitSuccess) => unknown
  onError?: (error: SubmissionError) => unknown
}

/** Where a submission stands, as a form shows it. */
export interface SubmissionState {
  readonly status: MutationObserverResult['status']
  readonly isPending: boolean
  readonly data: SubmitSuccess | undefined
  readonly error: SubmissionError | null
}

const IDLE: SubmissionState = { status: 'idle', isPending: false, data: undefined, error: null }
const PENDING: SubmissionState = { ...IDLE, status: 'pending', isPending: true }

type Observer<Body> = MutationObserver<SubmitSuccess, SubmissionError, Body>

function stateOf<Body>(
  result: MutationObserverResult<SubmitSuccess, SubmissionError, Body>,
): SubmissionState {
  const { status, isPending, data, error } = result
  return { status, isPending, data, error }
}

/**
 * One submission at a time through the forms package's API client, with a new idempotency key per
 * attempt (P-receipt-for-every-lead). The mutation engine (TanStack Query's MutationObserver, with the query
 * client's defaults: no retries) comes with the forms runtime, loaded on a field's first focus or
 * the first send, so no page pays for it with its HTML. Every body gets `meta.referrerHost` when
 * the visitor came from another site. A send while one is in flight (a double click) is ignored; a runtime that cannot load is reported as a network failure.
 * With the form's id, the API's field errors come back on the form's own fields (`businessName`
 * → `companyName`), through the form's definition.
 * @example const enquiry = useSubmission((api) => api.submitEnquiry, 'contact')
 */
export function useSubmission<Body>(sendOf: (api: ApiClient) => Send<Body>, formId?: FormId) {
  const [state, setState] = useState<SubmissionState>(IDLE)
  const sendOfRef = useRef(sendOf)
  sendOfRef.current = sendOf
  const formIdRef = useRef(formId)
  formIdRef.current = formId
  const observerRef = useRef<Observer<Body> | undefined>(undefined)
  const inFlight = useRef(false)
  const mounted = useRef(true)

  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  const observerOf = useCallback((forms: FormRuntime): Observer<Body> => {
    if (observerRef.current) return observerRef.current
    const observer = new forms.MutationObserver<SubmitSuccess, SubmissionError, Body>(
      forms.queryClient,
      {
        mutationFn: async (body) => {
          const send = sendOfRef.current(forms.api)
          // The other site the visit came from (its host only), read when the form is sent: no
          // cookie or storage keeps it (P-lead-source-order).
          const sent = forms.withReferrerHost(body, document.referrer, location.hostname)
          const result = await send(sent, { idempotencyKey: forms.createIdempotencyKey() })
          if (!result.ok) {
            const id = formIdRef.current
            const definition = id ? forms.FORM_DEFINITIONS[id] : undefined
            throw new SubmissionError(
              result.error,
              definition && ((wire) => forms.toFormFieldErrors(definition, wire)),
            )
          }
          return result.data
        },
      },
    )
    observer.subscribe((result) => {
      if (mounted.current) setState(stateOf(result))
    })
    observerRef.current = observer
    return observer
  }, [])

  /** Sends; resolves with the receipt, rejects with a SubmissionError (after the callbacks). */
  const mutateAsync = useCallback(
    async (body: Body, callbacks: SubmissionCallbacks = {}): Promise<SubmitSuccess> => {
      if (inFlight.current) throw new Error('@hard-hat/web: a submission is already in flight')
      inFlight.current = true
      // Pending at once: the button is disabled while the runtime loads, not only once it has.
      setState(PENDING)
      try {
        let forms: FormRuntime
        try {
          forms = await loadFormRuntime()
        } catch {
          const error = new SubmissionError({ kind: 'network', message: NETWORK_ERROR_MESSAGE })
          if (mounted.current) setState({ ...IDLE, status: 'error', error })
          await callbacks.onError?.(error)
          throw error
        }
        return await observerOf(forms).mutate(body, {
          onSuccess: (stored) => callbacks.onSuccess?.(stored),
          onError: (error) => callbacks.onError?.(error),
        })
      } finally {
        inFlight.current = false
      }
    },
    [observerOf],
  )

  /** Sends and reports through the callbacks only. */
  const mutate = useCallback(
    (body: Body, callbacks?: SubmissionCallbacks) => {
      mutateAsync(body, callbacks).catch(() => undefined)
    },
    [mutateAsync],
  )

  return { ...state, mutate, mutateAsync }
}
