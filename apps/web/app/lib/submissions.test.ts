import { type ApiResult, NETWORK_ERROR_MESSAGE, type SubmitSuccess } from '@hard-hat/forms'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import { createElement, type ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import * as runtimeLoader from './load-form-runtime'
import { SubmissionError, topLevelFields, useSubmission } from './submissions'

const wrapper = ({ children }: { children: ReactNode }) =>
  createElement(QueryClientProvider, { client: new QueryClient() }, children)

describe('submissions', () => {
  it('maps the API dot paths to the form field names', () => {
    expect(
      topLevelFields({ 'contactInfo.email': 'Enter an email', 'formData.name': 'Enter your name' }),
    ).toEqual({ email: 'Enter an email', name: 'Enter your name' })
  })

  it('sends each attempt with a new idempotency key and returns the receipt', async () => {
    const send = vi.fn(
      async (): Promise<ApiResult<SubmitSuccess>> => ({
        ok: true,
        data: { success: true, id: 'id-1', reference: 'HH-ABC123' },
      }),
    )
    const { result } = renderHook(() => useSubmission(() => send), { wrapper })
    await act(() => result.current.mutateAsync({ name: 'one' }))
    await act(() => result.current.mutateAsync({ name: 'two' }))
    const keys = send.mock.calls.map((call) => (call as unknown[])[1])
    expect(keys[0]).not.toEqual(keys[1])
    await waitFor(() => expect(result.current.data?.reference).toBe('HH-ABC123'))
  })

  it('turns a refused submission into a SubmissionError carrying the fields', async () => {
    const send = async (): Promise<ApiResult<SubmitSuccess>> => ({
      ok: false,
      error: {
        kind: 'validation',
        message: 'Fix it',
        fields: { 'contactInfo.phone': 'Enter a UK phone number' },
      },
    })
    const { result } = renderHook(() => useSubmission(() => send), { wrapper })
    await act(async () => {
      await result.current.mutateAsync({}).catch(() => undefined)
    })
    await waitFor(() => expect(result.current.error).toBeInstanceOf(SubmissionError))
    expect(result.current.error?.kind).toBe('validation')
    expect(result.current.error?.fields).toEqual({ phone: 'Enter a UK phone number' })
  })

  describe('when the forms runtime cannot load', () => {
    afterEach(() => vi.restoreAllMocks())

    it('reports a network failure and sends nothing', async () => {
      vi.spyOn(runtimeLoader, 'loadFormRuntime').mockRejectedValue(new Error('offline'))
      const send = vi.fn()
      const { result } = renderHook(() => useSubmission(() => send), { wrapper })
      await act(async () => {
        await result.current.mutateAsync({}).catch(() => undefined)
      })
      await waitFor(() => expect(result.current.error).toBeInstanceOf(SubmissionError))
      expect(result.current.error?.kind).toBe('network')
      expect(result.current.error?.message).toBe(NETWORK_ERROR_MESSAGE)
      expect(send).not.toHaveBeenCalled()
    })
  })
})
