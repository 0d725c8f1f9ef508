import { config } from 'zod'

// The server's Content-Security-Policy forbids eval. Left to itself zod probes `new Function` when
// it builds its first object schema, and Chrome reports each probe as a CSP violation (Lighthouse's
// Best Practices counts it). Jitless parsing is as correct and, for a form, as fast.
config({ jitless: true })
