// Imported first by server.ts, so this runs before any other module of the server is evaluated.
import { unsupportedRuntime } from './runtime.js'

const refusal = unsupportedRuntime(process.versions.node)
if (refusal) {
  console.error(refusal)
  process.exit(1)
}
