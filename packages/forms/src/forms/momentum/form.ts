import type * as z from 'zod/mini'
import { type FormSchema, withFieldSchemas } from '../../define-form'
import { aboutForm } from '../about'
import { leadForm } from '../lead-form'
import { PACKAGE_OPENING_SCHEMAS } from '../shared-schemas'
import { MOMENTUM_FIELDS, MOMENTUM_FORM } from './fields'

const fields = /* @__PURE__ */ withFieldSchemas(MOMENTUM_FIELDS, PACKAGE_OPENING_SCHEMAS)

/** The Momentum package sign-up form: goals are required too (a `momentum` lead). */
export const momentumForm = /* @__PURE__ */ aboutForm(leadForm(MOMENTUM_FORM, fields), {
  formType: 'momentum',
  replyPromise: 'enquiry',
  requestName: 'your momentum package enquiry',
  page: '/packages/momentum',
})

/** The Momentum package sign-up form: goals are required too: its schema. */
export const MomentumSchema: FormSchema<typeof fields> = momentumForm.schema

/** A valid Momentum sign-up. */
export type MomentumInput = z.infer<typeof MomentumSchema>
