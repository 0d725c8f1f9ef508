import {
  type ApiClient,
  type ApiClientError,
  type ApiResult,
  type FieldErrors,
  type FormId,
  NETWORK_ERROR_MESSAGE,
  type SubmitOptions,
  type SubmitSuccess,
} from '@hard-hat/forms'
import type { MutationObserver } from '@tanstack/react-query'
import { useCallback, useRef } from 'react'
import { type FormRuntime, loadFormRuntime } from './load-form-runtime'
import { visitEntry } from './measurement/visit-entry'

/** Why a submission failed, thrown so the mutation reports it: validation, HTTP or network. */
export class SubmissionError extends Error {
  readonly kind: ApiClientError['kind']
  readonly fields: FieldErrors

  /** `fields`: the API's field errors, already carried back to the form's own field names. */
  constructor(error: ApiClientError, fields: FieldErrors = {}) {
    super(error.message)
    this.name = 'SubmissionError'
    this.kind = error.kind
    this.fields = fields
  }
}

/** A form with no definition (the quote builder's contact step) renames no wire field. */
const NO_RENAMES = { wireNames: {} }

type Send<Body> = (body: Body, options: SubmitOptions) => Promise<ApiResult<SubmitSuccess>>

/** What a form does when its submission is stored, or refused. */
export interface SubmissionCallbacks {
  onSuccess?: (stored: SubmitSuccess) => unknown
  onError?: (error: SubmissionError) => unknown
}

type Observer<Body> = MutationObserver<SubmitSuccess, SubmissionError, Body>

/**
 * One submission at a time through the forms package's API client, with a new idempotency key per
 * attempt (P-receipt-for-every-lead). The mutation engine (TanStack Query's MutationObserver, with the query
 * client's defaults: no retries) comes with the forms runtime, loaded on a field's first focus or
 * the first send, so no page pays for it with its HTML. Every body gets `meta.referrerHost` when
 * the visitor came from another site, and the visit's entry page and campaign when it has one. A send while one is in flight (a double click) is refused; a
 * runtime that cannot load is reported as a network failure. Where the send stands is the form's
 * to show (`SchemaForm` of @hard-hat/ui, the quote builder's steps), from the promise or callbacks.
 * With the form's id, the API's field errors come back on the form's own fields (`businessName`
 * → `companyName`), through the form's definition.
 * @example const enquiry = useSubmission((api) => api.submitEnquiry, 'contact')
 */
export function useSubmission<Body>(sendOf: (api: ApiClient) => Send<Body>, formId?: FormId) {
  const sendOfRef = useRef(sendOf)
  sendOfRef.current = sendOf
  const formIdRef = useRef(formId)
  formIdRef.current = formId
  const observerRef = useRef<Observer<Body> | undefined>(undefined)
  const inFlight = useRef(false)

  const observerOf = useCallback((forms: FormRuntime): Observer<Body> => {
    if (observerRef.current) return observerRef.current
    const observer = new forms.MutationObserver<SubmitSuccess, SubmissionError, Body>(
      forms.queryClient,
      {
        mutationFn: async (body) => {
          const send = sendOfRef.current(forms.api)
          // The other site the visit came from (its host only), read when the form is sent: no
          // cookie or storage keeps it (P-lead-source-order).
          // The page and campaign the visit began with, kept in memory across client-side
          // navigations (decision 037), so the lead counts for them in the visits report.
          const sent = forms.withVisitEntry(
            forms.withReferrerHost(body, document.referrer, location.hostname),
            visitEntry(),
          )
          const result = await send(sent, { idempotencyKey: forms.createIdempotencyKey() })
          if (!result.ok) {
            const id = formIdRef.current
            const { error } = result
            // "contactInfo.email" → "email", "businessName" → "companyName": the definition's one
            // way back from wire paths.
            const fields =
              error.kind === 'validation'
                ? forms.toFormFieldErrors(
                    id ? forms.FORM_DEFINITIONS[id] : NO_RENAMES,
                    error.fields,
                  )
                : {}
            throw new SubmissionError(error, fields)
          }
          return result.data
        },
      },
    )
    observerRef.current = observer
    return observer
  }, [])

  /** Sends; resolves with the receipt, rejects with a SubmissionError (after the callbacks). */
  const mutateAsync = useCallback(
    async (body: Body, callbacks: SubmissionCallbacks = {}): Promise<SubmitSuccess> => {
      if (inFlight.current) throw new Error('@hard-hat/web: a submission is already in flight')
      inFlight.current = true
      let stored: SubmitSuccess
      try {
        stored = await loadFormRuntime().then(
          (forms) => observerOf(forms).mutate(body),
          () => {
            throw new SubmissionError({ kind: 'network', message: NETWORK_ERROR_MESSAGE })
          },
        )
      } catch (error) {
        await callbacks.onError?.(error as SubmissionError)
        throw error
      } finally {
        inFlight.current = false
      }
      await callbacks.onSuccess?.(stored)
      return stored
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

  return { mutate, mutateAsync }
}
