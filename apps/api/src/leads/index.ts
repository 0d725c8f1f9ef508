// The leads wing: what the rest of the API may use. Its files are its own (see README.md).
export { crmLeadOf } from './crm-lead.js'
export { nativeFormsPlugin } from './native-forms/plugin.js'
export { leadsRoute } from './routes/leads.js'
export { referralsRoute } from './routes/referrals.js'
export { submitBoutiqueQuoteRoute } from './routes/submit-boutique-quote.js'
export { submitEnquiryRoute } from './routes/submit-enquiry.js'
export { submissionsPlugin } from './submissions.js'
