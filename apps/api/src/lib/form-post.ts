import type { FastifyRequest } from 'fastify'

const URLENCODED = 'application/x-www-form-urlencoded'

/** True for a body sent as an HTML form sends it (read by @fastify/formbody, registered once in app.ts). */
export function isFormPost(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').toLowerCase().startsWith(URLENCODED)
}

/** A form post from a browser (it accepts HTML): answered with pages, not JSON. */
export function answersWithHtml(request: FastifyRequest): boolean {
  return isFormPost(request) && (request.headers.accept ?? '').includes('text/html')
}
