// From the core: the classic entry's own side effects (its locale) would ride along on every page.
import { config } from 'zod/v4/core'

// The server's Content-Security-Policy forbids eval. Left to itself zod probes `new Function` when
// it builds its first object schema, and Chrome reports each probe as a CSP violation (Lighthouse's
// Best Practices counts it). Jitless parsing is as correct and, for a form, as fast.
config({ jitless: true })
