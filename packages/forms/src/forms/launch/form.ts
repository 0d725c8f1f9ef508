import type * as z from 'zod/mini'
import { type FormSchema, withFieldSchemas } from '../../define-form'
import { aboutForm } from '../about'
import { leadForm } from '../lead-form'
import { PACKAGE_OPENING_SCHEMAS } from '../shared-schemas'
import { LAUNCH_FIELDS, LAUNCH_FORM } from './fields'

const fields = /* @__PURE__ */ withFieldSchemas(LAUNCH_FIELDS, PACKAGE_OPENING_SCHEMAS)

/** The Launch package sign-up form (a `launch` lead). */
export const launchForm = /* @__PURE__ */ aboutForm(leadForm(LAUNCH_FORM, fields), {
  formType: 'launch',
  replyPromise: 'enquiry',
  requestName: 'your launch package enquiry',
  page: '/packages/launch',
})

/** The Launch package sign-up form: its schema. */
export const LaunchSchema: FormSchema<typeof fields> = launchForm.schema

/** A valid Launch sign-up. */
export type LaunchInput = z.infer<typeof LaunchSchema>
