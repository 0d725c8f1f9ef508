import { buildLead, type CrmLead } from '@hard-hat/forms'

export const lead: CrmLead<'newsletter'> = buildLead('newsletter', {
  email: 'sam@example.com',
  name: 'Sam Sample',
})
