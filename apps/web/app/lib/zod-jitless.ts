// The server's Content-Security-Policy forbids eval. Left to itself zod probes `new Function` when
// it builds its first object schema, and Chrome reports each probe as a CSP violation (Lighthouse's
// Best Practices counts it). Jitless parsing is as correct and, for a form, as fast.
//
// zod keeps its configuration on globalThis (what `z.config()` writes to), so setting it here needs
// no zod import: importing zod's core for `config` cost every page 3.4 kB gzip, pages without a form
// included. zod-jitless.test.ts holds this against zod's own `z.config()`.

/** The part of zod's global configuration this module sets. */
interface ZodGlobalConfig {
  jitless?: boolean
}

declare global {
  var __zod_globalConfig: ZodGlobalConfig | undefined
}

globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig ?? {}, {
  jitless: true,
})
