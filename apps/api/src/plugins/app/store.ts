import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Store } from '../../store/types.js'

declare module 'fastify' {
  interface FastifyInstance {
    store: Store
  }
}

/** Makes the opened store available as `fastify.store` and closes it last, when the app closes. */
export const storePlugin = fp(
  async (fastify: FastifyInstance, options: { store: Store }) => {
    fastify.decorate('store', options.store)
    fastify.addHook('onClose', async () => {
      await options.store.close()
    })
  },
  { name: 'store' },
)
