import type { FastifyPluginAsync } from 'fastify'

/** GET /api/openapi.json: the OpenAPI 3 document generated from the routes' zod schemas. */
export const openApiRoute: FastifyPluginAsync = async (fastify) => {
  fastify.get('/api/openapi.json', { schema: { hide: true } }, async () => fastify.swagger())
}
