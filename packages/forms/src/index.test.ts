import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import * as api from './index'

describe('the public API', () => {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8')

  it('documents every runtime export in the README', () => {
    const missing = Object.keys(api).filter((name) => !readme.includes(`\`${name}`))
    expect(missing).toEqual([])
  })

  it('exports the names the API and the web app import', () => {
    for (const name of [
      'EmailSchema',
      'UkPhoneSchema',
      'OptionalUkPhoneSchema',
      'OptionalUrlSchema',
      'EnquiryRequestSchema',
      'LeadRequestSchema',
      'SubmissionMetaSchema',
      'SubmitSuccessSchema',
      'ReferralCodeResponseSchema',
      'ApiErrorSchema',
      'ENQUIRY_FORM_TYPES',
      'LEAD_FORM_TYPES',
      'toFieldErrors',
      'buildLead',
      'sendLead',
      'createApiClient',
      'createIdempotencyKey',
      'FORM_MESSAGES',
      'ERROR_SUMMARY_TITLE',
    ]) {
      expect(api, name).toHaveProperty(name)
    }
  })
})
