const assert = require('node:assert/strict')
const { buildOnePageEnquiry, EnquiryRequestSchema } = require('@hard-hat/forms')

const body = buildOnePageEnquiry(
  {
    firstName: 'Sam',
    lastName: 'Sample',
    email: 'sam@example.com',
    phone: '01632 960123',
    businessName: 'Sample Plumbing',
    currentWebsite: 'No website at all',
    priority: 'Get more phone calls and enquiries',
    requirements: '',
  },
  'offer-495',
)
assert.equal(body.formType, '£495 One Page Website')
assert.equal(body.source, 'One Page Website Landing')
assert.equal(EnquiryRequestSchema.safeParse(body).success, true)
