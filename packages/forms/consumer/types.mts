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
