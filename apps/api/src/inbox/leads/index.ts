import type { FastifyPluginAsync } from 'fastify'
import { addressExportRoutes } from './address-export.js'
import { leadApiRoutes } from './api.js'
import { leadActionRoutes } from './api-actions.js'
import { leadPages } from './pages.js'

export { PAGE_SIZE } from './filter.js'
export { FORM_TYPE_OPTIONS } from './list-page.js'

/**
 * The leads: their pages (the list, one lead with its follow-up, the export, erasure), the
 * address export, and the lead API for scripts (to read, and to replay, mark spam and erase).
 */
export const leadRoutes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(leadPages)
  await fastify.register(leadApiRoutes)
  await fastify.register(leadActionRoutes)
  await fastify.register(addressExportRoutes)
}
