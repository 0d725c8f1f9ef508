import swagger from '@fastify/swagger'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'

/** Collects every route's zod schemas into an OpenAPI 3 document (served by the openapi route). */
export const openApiPlugin = fp(
  async (fastify: FastifyInstance, options: { publicOrigin: string }) => {
    await fastify.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Hard Hat Websites lead API',
          description:
            'Receives every form submission of the Hard Hat Websites site, stores it durably and forwards it to the CRM. ' +
            'Every POST honours an Idempotency-Key header: a repeat returns the first answer and stores nothing new.',
          version: '1.0.0',
        },
        servers: [{ url: options.publicOrigin }],
      },
      transform: jsonSchemaTransform,
    })
  },
  { name: 'openapi' },
)
