// A CRM on loopback for the end-to-end run, started by playwright.config.ts beside the API.
// It accepts every lead, except those whose body contains a text the test told it to refuse;
// `/__control/*` lets a test change that and read what arrived.
import { createServer } from 'node:http'

const port = Number(process.env.FAKE_CRM_PORT)
const refused = new Set()
/** Accepted leads: idempotency key and body text. */
const accepted = []

function readBody(request) {
  return new Promise((resolve) => {
    const chunks = []
    request.on('data', (chunk) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
  })
}

const server = createServer(async (request, response) => {
  const body = await readBody(request)
  const url = new URL(request.url ?? '/', 'http://localhost')
  const json = (status, value) =>
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value))
  if (url.pathname === '/__control/health') return json(200, { ok: true })
  if (url.pathname === '/__control/refuse') {
    refused.add(JSON.parse(body).text)
    return json(200, { ok: true })
  }
  if (url.pathname === '/__control/accept') {
    refused.delete(JSON.parse(body).text)
    return json(200, { ok: true })
  }
  if (url.pathname === '/__control/received') {
    const text = url.searchParams.get('text') ?? ''
    return json(200, { leads: accepted.filter((lead) => lead.body.includes(text)) })
  }
  if ([...refused].some((text) => body.includes(text))) {
    // 422: a permanent refusal, so the outbox marks the lead failed at once (no retry wait).
    return response.writeHead(422).end('refused by the test')
  }
  accepted.push({ idempotencyKey: String(request.headers['idempotency-key'] ?? ''), body })
  return json(201, { ok: true })
})

server.listen(port, '127.0.0.1')
process.on('SIGTERM', () => server.close(() => process.exit(0)))
