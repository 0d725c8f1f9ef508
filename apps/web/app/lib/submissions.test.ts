import { type ApiResult, NETWORK_ERROR_MESSAGE, type SubmitSuccess } from '@hard-hat/forms'
import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import * as runtimeLoader from './load-form-runtime'
import { noteVisitEntry } from './measurement/visit-entry'
import { SubmissionError, useSubmission } from './submissions'

/** The SubmissionError a send was refused with (a send that was not refused fails the test). */
async function refusalOf(sending: Promise<unknown>): Promise<SubmissionError> {
  const error = await act(() =>
    sending.then(
      () => undefined,
      (refused: unknown) => refused,
    ),
  )
  expect(error).toBeInstanceOf(SubmissionError)
  return error as SubmissionError
}

describe('submissions', () => {
  it('sends each attempt with a new idempotency key and returns the receipt', async () => {
    const send = vi.fn(
      async (): Promise<ApiResult<SubmitSuccess>> => ({
        ok: true,
        data: { success: true, id: 'id-1', reference: 'HH-ABC123' },
      }),
    )
    const { result } = renderHook(() => useSubmission(() => send))
    await act(() => result.current.mutateAsync({ name: 'one' }))
    const stored = await act(() => result.current.mutateAsync({ name: 'two' }))
    const keys = send.mock.calls.map((call) => (call as unknown[])[1])
    expect(keys[0]).not.toEqual(keys[1])
    expect(stored.reference).toBe('HH-ABC123')
  })

  it('sends the host of another site the visitor came from in meta, and nothing for its own pages', async () => {
    const send = vi.fn(
      async (): Promise<ApiResult<SubmitSuccess>> => ({
        ok: true,
        data: { success: true, id: 'id-1', reference: 'HH-ABC123' },
      }),
    )
    const referrer = vi.spyOn(document, 'referrer', 'get')
    const { result } = renderHook(() => useSubmission(() => send))
    referrer.mockReturnValue('https://www.google.com/search?q=roofers')
    await act(() => result.current.mutateAsync({ name: 'one', meta: { pagePath: '/contact' } }))
    referrer.mockReturnValue(`${location.origin}/pricing`)
    await act(() => result.current.mutateAsync({ name: 'two' }))
    referrer.mockRestore()
    const bodies = send.mock.calls.map((call) => (call as unknown[])[0])
    expect(bodies).toEqual([
      { name: 'one', meta: { pagePath: '/contact', referrerHost: 'www.google.com' } },
      { name: 'two' },
    ])
  })

  it('turns a refused submission into a SubmissionError carrying the fields by their last name', async () => {
    const send = async (): Promise<ApiResult<SubmitSuccess>> => ({
      ok: false,
      error: {
        kind: 'validation',
        message: 'Fix it',
        fields: { 'contactInfo.phone': 'Enter a UK phone number' },
      },
    })
    const { result } = renderHook(() => useSubmission(() => send))
    const error = await refusalOf(result.current.mutateAsync({}))
    expect(error.kind).toBe('validation')
    expect(error.fields).toEqual({ phone: 'Enter a UK phone number' })
  })

  it('puts a wire field error on the field the form has, through the form definition', async () => {
    const send = async (): Promise<ApiResult<SubmitSuccess>> => ({
      ok: false,
      error: {
        kind: 'validation',
        message: 'Fix it',
        fields: { businessName: 'Enter your company name', requirements: 'Tell us more' },
      },
    })
    const { result } = renderHook(() => useSubmission(() => send, 'contact'))
    const error = await refusalOf(result.current.mutateAsync({}))
    expect(error.fields).toEqual({
      companyName: 'Enter your company name',
      projectDetails: 'Tell us more',
    })
  })

  it('calls the form back with the receipt, and ignores a second send while one is in flight', async () => {
    let answer: (value: ApiResult<SubmitSuccess>) => void = () => undefined
    const send = vi.fn(
      () =>
        new Promise<ApiResult<SubmitSuccess>>((resolve) => {
          answer = resolve
        }),
    )
    const onSuccess = vi.fn()
    const { result } = renderHook(() => useSubmission(() => send))
    act(() => result.current.mutate({ name: 'one' }, { onSuccess }))
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1))
    await expect(result.current.mutateAsync({ name: 'one' })).rejects.toThrow(/already in flight/)
    await act(async () => {
      answer({ ok: true, data: { success: true, id: 'id-2', reference: 'HH-DEF456' } })
    })
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1))
    expect(send).toHaveBeenCalledTimes(1)
    expect(onSuccess).toHaveBeenCalledWith({ success: true, id: 'id-2', reference: 'HH-DEF456' })
  })

  it('calls the form back with a refused submission', async () => {
    const send = async (): Promise<ApiResult<SubmitSuccess>> => ({
      ok: false,
      error: { kind: 'http', status: 503, message: 'Service unavailable' },
    })
    const onError = vi.fn()
    const { result } = renderHook(() => useSubmission(() => send))
    act(() => result.current.mutate({}, { onError }))
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1))
    expect(onError.mock.calls[0]?.[0]).toBeInstanceOf(SubmissionError)
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ kind: 'http', fields: {} })
  })

  describe('when the forms runtime cannot load', () => {
    afterEach(() => vi.restoreAllMocks())

    it('reports a network failure and sends nothing', async () => {
      vi.spyOn(runtimeLoader, 'loadFormRuntime').mockRejectedValue(new Error('offline'))
      const send = vi.fn()
      const { result } = renderHook(() => useSubmission(() => send))
      const error = await refusalOf(result.current.mutateAsync({}))
      expect(error.kind).toBe('network')
      expect(error.message).toBe(NETWORK_ERROR_MESSAGE)
      expect(send).not.toHaveBeenCalled()
    })

    it('lets the form try again once the runtime loads', async () => {
      const load = vi.spyOn(runtimeLoader, 'loadFormRuntime')
      load.mockRejectedValueOnce(new Error('offline'))
      const send = vi.fn(
        async (): Promise<ApiResult<SubmitSuccess>> => ({
          ok: true,
          data: { success: true, id: 'id-3', reference: 'HH-GHI789' },
        }),
      )
      const onError = vi.fn()
      const { result } = renderHook(() => useSubmission(() => send))
      act(() => result.current.mutate({}, { onError }))
      await waitFor(() => expect(onError).toHaveBeenCalledTimes(1))
      const stored = await act(() => result.current.mutateAsync({}))
      expect(send).toHaveBeenCalledTimes(1)
      expect(stored.reference).toBe('HH-GHI789')
    })
  })
})

// Last: the entry, once noted, stays for the rest of the document, as it does on the site.
describe('a visit’s entry', () => {
  it('goes with every lead after it was noted, the entry’s campaign winning', async () => {
    window.history.replaceState(
      null,
      '',
      '/website-design/?utm_source=newsletter&utm_campaign=spring',
    )
    noteVisitEntry()
    window.history.pushState(null, '', '/contact?utm_campaign=other')
    const send = vi.fn(
      async (): Promise<ApiResult<SubmitSuccess>> => ({
        ok: true,
        data: { success: true, id: 'id-1', reference: 'HH-ABC123' },
      }),
    )
    const { result } = renderHook(() => useSubmission(() => send))
    const body = { name: 'one', attribution: { utmCampaign: 'other' }, meta: { startedAt: 1 } }
    await act(() => result.current.mutateAsync(body))
    expect(send.mock.calls.map((call) => (call as unknown[])[0])).toEqual([
      {
        name: 'one',
        attribution: { utmSource: 'newsletter', utmCampaign: 'spring' },
        meta: { startedAt: 1, landingPage: '/website-design' },
      },
    ])
  })
})
