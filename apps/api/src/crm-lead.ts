// Kept only for the inbox's routes/api/admin/actions.ts until the inbox wing moves it: the leads
// wing owns the CRM lead (leads/crm-lead.ts). The lead deletes this file on merge.
export { crmLeadOf } from './leads/index.js'
