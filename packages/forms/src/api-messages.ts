import type { ApiErrorCode } from './api-contract'

// Apart from messages.ts: only the API client, loaded when a form is sent, needs these.

/** The API's default message for each error code (the API may say more). */
export const API_ERROR_MESSAGES = {
  validation_error: 'Some answers need correcting. Check the highlighted fields and try again.',
  invalid_json: 'The request could not be read. Please try again.',
  unsupported_media_type: 'The request must be sent as JSON.',
  payload_too_large: 'The request is too large. Shorten your message and try again.',
  rate_limited: 'Too many submissions from your connection. Wait a minute and try again.',
  not_found: 'We could not find what you asked for.',
  internal_error: 'Sorry, something went wrong on our side. Please try again or call us directly.',
  bad_request: 'The request could not be read. Please try again.',
  invalid_content_length: 'The request could not be read. Please try again.',
  idempotency_key_reused:
    'This submission was already sent with different details. Refresh the page and try again.',
  unauthorized: 'You are not allowed to do that.',
  already_forwarded: 'That submission has already been forwarded.',
  spam: 'That submission was flagged as spam and will not be forwarded.',
} as const satisfies Record<ApiErrorCode, string>
