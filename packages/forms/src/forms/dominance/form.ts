import type * as z from 'zod/mini'
import { type FormSchema, withFieldSchemas } from '../../define-form'
import { aboutForm } from '../about'
import { leadForm } from '../lead-form'
import { PACKAGE_OPENING_SCHEMAS } from '../shared-schemas'
import { DOMINANCE_FIELDS, DOMINANCE_FORM } from './fields'

const fields = /* @__PURE__ */ withFieldSchemas(DOMINANCE_FIELDS, PACKAGE_OPENING_SCHEMAS)

/** The Dominance package sign-up form: current challenges and market goals are required too (a `dominance` lead). */
export const dominanceForm = /* @__PURE__ */ aboutForm(leadForm(DOMINANCE_FORM, fields), {
  formType: 'dominance',
  replyPromise: 'enquiry',
  requestName: 'your dominance package enquiry',
  page: '/packages/dominance',
})

/** The Dominance package sign-up form: current challenges and market goals are required too: its schema. */
export const DominanceSchema: FormSchema<typeof fields> = dominanceForm.schema

/** A valid Dominance sign-up. */
export type DominanceInput = z.infer<typeof DominanceSchema>
