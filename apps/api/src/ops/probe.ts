import type { z } from 'zod'

/**
 * A probe's route options (a load balancer's or a monitor's): listed under operations, and
 * answering with the same body whether it says yes (200) or no (503).
 */
export function probeRouteOptions<Body extends z.core.$ZodType>(summary: string, body: Body) {
  return { schema: { summary, tags: ['operations'], response: { 200: body, 503: body } } }
}
