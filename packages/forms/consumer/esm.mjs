import assert from 'node:assert/strict'
import { buildLead, ConsultationSchema, toFieldErrors } from '@hard-hat/forms'

const bad = ConsultationSchema.safeParse({
  name: 'Sam Sample',
  email: 'not-an-email',
  phone: '01632 960123',
})
assert.equal(bad.success, false)
assert.match(toFieldErrors(bad.error).email, /email address/)

const lead = buildLead('contact', {
  name: 'Sam Sample',
  email: 'sam@example.com',
  phone: '01632 960123',
  message: 'x'.repeat(150),
  company: 'Sample Roofing',
})
assert.equal(lead.websiteSource, 'hard-hat-website')
assert.equal(lead.messagePreview.length, 100)
assert.equal(lead.status, 'new')
assert.ok(Number.isInteger(lead.leadScore) && lead.leadScore >= 60 && lead.leadScore <= 99)

// Another agency's own form, parsed as a scripts-off post.
import { defineForm, parseFormPost } from '@hard-hat/forms'

const enquiry = defineForm({
  id: 'enquiry',
  fields: [
    { name: 'name', type: 'text', label: 'name', required: true },
    { name: 'email', type: 'email', label: 'email address', required: true },
  ],
})
const refused = parseFormPost(enquiry, new URLSearchParams('name=Aoife&email=aoife%40example'))
assert.equal(refused.ok, false)
assert.deepEqual(refused.values, { name: 'Aoife', email: 'aoife@example' })
assert.equal(enquiry.toJSONSchema().type, 'object')
