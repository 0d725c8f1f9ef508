import { type ConsultationInput, ConsultationSchema, createApiClient } from '@hard-hat/forms'

const input: ConsultationInput = ConsultationSchema.parse({
  name: 'Sam Sample',
  email: 'sam@example.com',
  phone: '01632 960123',
})
export const client = createApiClient({ baseUrl: 'https://www.hardhatwebsites.example' })
export const name: string = input.name
// @ts-expect-error the consultation form has no such field
input.budget

import { defineForm as define } from '@hard-hat/forms'

const typed = define({
  id: 'typed',
  fields: [
    { name: 'consent', type: 'checkbox', label: 'consent', required: true },
    {
      name: 'size',
      type: 'select',
      label: 'size',
      required: true,
      options: [{ value: 'small', label: 'Small' }],
    },
  ],
})
const checked = typed.validate({})
export const consent: boolean | undefined = checked.ok ? checked.data.consent : undefined
export const size: 'small' | undefined = checked.ok ? checked.data.size : undefined
