import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import {
  OFFER_PAGES,
  OFFER_STATE_HEADER,
  OFFER_STATES,
  OFFER_STATES_FOLDER,
} from '@hard-hat/content'
import type { Plugin } from 'vite'

type Handler = (request: Request) => Promise<Response>

async function text(handler: Handler, url: string, headers: Record<string, string>) {
  const response = await handler(new Request(url, { headers }))
  const body = await response.text()
  if (response.status !== 200) throw new Error(`offer states: ${url} answered ${response.status}`)
  return body
}

/**
 * Prerenders every offer page in both of its states (P-offer-ends-for-every-reader) into
 * `build/client/_offer-states/<path>/<state>.html` and `.data`, the way React Router prerenders a
 * path (its data first, then the document with that data). The server serves the state its clock
 * says. Runs on the server build before React Router's own prerender, which then deletes it.
 */
export function offerStates(clientDirectory: () => string): Plugin {
  return {
    name: 'hard-hat:offer-states',
    apply: 'build',
    async writeBundle(options, bundle) {
      if (this.environment.name === 'client' || !options.dir) return
      const entry = Object.values(bundle).find((chunk) => chunk.type === 'chunk' && chunk.isEntry)
      if (!entry) return
      const build = await import(pathToFileURL(join(options.dir, entry.fileName)).href)
      const { createRequestHandler } = await import('react-router')
      const handler: Handler = createRequestHandler(build, 'production')
      // React Router only reads its build-time headers (the prerendered data) while building.
      const wasBuildRequest = process.env.IS_RR_BUILD_REQUEST
      process.env.IS_RR_BUILD_REQUEST = 'yes'
      try {
        for (const { path } of OFFER_PAGES) {
          const folder = join(clientDirectory(), OFFER_STATES_FOLDER, path)
          mkdirSync(folder, { recursive: true })
          for (const state of OFFER_STATES) {
            const headers = { [OFFER_STATE_HEADER]: state }
            const data = await text(handler, `http://localhost${path}.data`, headers)
            const html = await text(handler, `http://localhost${path}/`, {
              ...headers,
              'X-React-Router-Prerender-Data': encodeURI(data),
            })
            writeFileSync(join(folder, `${state}.data`), data)
            writeFileSync(join(folder, `${state}.html`), html)
          }
        }
      } finally {
        if (wasBuildRequest === undefined) delete process.env.IS_RR_BUILD_REQUEST
        else process.env.IS_RR_BUILD_REQUEST = wasBuildRequest
      }
    },
  }
}
