// The outbox wing: what the rest of the API may use. Its files are its own (see README.md).
export { leadEmail } from './email.js'
export { DEFAULT_RETRY_SCHEDULE, shortestRetrySpanMs } from './retry-schedule.js'
export { WEBHOOK_FORMATS, type WebhookFormat } from './webhook.js'
export {
  ACKNOWLEDGEMENT_WINDOW_MS,
  type OutboxOptions,
  type OutboxWorker,
  outboxWorkerPlugin,
} from './worker.js'
