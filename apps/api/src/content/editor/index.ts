import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { contentEditPages } from './edit.js'
import { contentListPages } from './lists.js'
import { EDITOR_SCRIPT } from './script.js'

/**
 * The inbox's Content section (decision 041): the lists, the edit pages and the editor's script,
 * registered inside the inbox's shell so its sign-in, roles, CSP and Origin check apply.
 */
export const contentEditor: FastifyPluginAsyncZod<{ now: () => number }> = async (
  fastify,
  options,
) => {
  fastify.get(
    '/admin/content/editor.js',
    { config: { access: 'staff' } },
    async (_request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(EDITOR_SCRIPT),
  )
  await fastify.register(contentListPages, options)
  await fastify.register(contentEditPages, options)
}
