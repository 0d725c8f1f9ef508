/** What the lazily loaded half of the forms offers: schemas, payload builders, the API client. */
export type FormRuntime = typeof import('./form-runtime')

let loading: Promise<FormRuntime> | undefined

/**
 * Loads the forms' zod half once; a failed load (a dropped connection) is forgotten so the next
 * focus or send tries again.
 * @example const { api } = await loadFormRuntime()
 */
export function loadFormRuntime(): Promise<FormRuntime> {
  loading ??= import('./form-runtime').catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}

/** Starts loading the forms runtime (a field took focus); a failure here is retried on send. */
export function preloadFormRuntime(): void {
  loadFormRuntime().catch(() => undefined)
}
