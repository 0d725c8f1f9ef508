// Tidewater Web's tiny server: node:http, no framework. It serves the pages (the enquiry form
// rendered with react-dom/server), the engines' modules for the calculator (an import map points at
// node_modules) and the form's bundled script, and takes the form's posts with parseFormPost,
// storing what it receives in a JSON file.
import { randomUUID } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { dirname, extname, join, normalize, resolve } from 'node:path'
import { Readable } from 'node:stream'
import { fileURLToPath } from 'node:url'
import { parseFormPost } from '@hard-hat/forms'
import { Receipt } from '@hard-hat/ui'
import { createElement as h } from 'react'
import { renderToString } from 'react-dom/server'
import { enquiryForm } from './agency.mjs'
import { EnquiryForm, enquiryTitle, layoutOf } from './enquiry-form.mjs'

const here = dirname(fileURLToPath(import.meta.url))
const port = Number(process.env.PORT ?? 4500)
const dataFile = resolve(process.env.DATA_FILE ?? join(here, 'data', 'submissions.json'))
mkdirSync(dirname(dataFile), { recursive: true })
const submissions = existsSync(dataFile) ? JSON.parse(readFileSync(dataFile, 'utf8')) : []

const importMap = JSON.stringify({
  imports: {
    '@hard-hat/pricing': '/modules/@hard-hat/pricing/dist/index.js',
    '@hard-hat/forms': '/modules/@hard-hat/forms/dist/index.js',
    zod: '/modules/zod/index.js',
  },
})

const page = (title, body, script = '') => `<!doctype html>
<html lang="en-IE"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><link rel="stylesheet" href="/modules/@hard-hat/ui/dist/styles.css"><link rel="stylesheet" href="/public/style.css">
<script type="importmap">${importMap}</script>
${script ? `<script type="module" src="${script}"></script>` : ''}
</head><body><header><a href="/" class="brand">Tidewater Web</a><nav><a href="/">Prices</a> <a href="/enquiry">Start a project</a></nav></header>
<main>${body}</main></body></html>`

const send = (response, status, type, body, headers = {}) => {
  response.writeHead(status, { 'content-type': type, ...headers }).end(body)
}
const html = (response, status, body) => send(response, status, 'text/html; charset=utf-8', body)
const json = (response, status, body) =>
  send(response, status, 'application/json', JSON.stringify(body))

const types = { '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css' }

/** A file under `root`, never outside it, of a type the browser needs. */
function serveFile(response, root, path) {
  const file = normalize(join(root, path))
  const type = types[extname(file)]
  if (!file.startsWith(root) || !type || !existsSync(file) || !statSync(file).isFile()) {
    return html(response, 404, page('Not found', '<h1>Page not found</h1>'))
  }
  send(response, 200, `${type}; charset=utf-8`, readFileSync(file))
}

/** Refusals only the server can make: it has seen this email address before. */
function serverErrors(data) {
  const isRepeat = submissions.some((each) => each.data.email === data.email)
  return isRepeat
    ? {
        email:
          'You have already sent us an enquiry from this email address. We reply within one working day.',
      }
    : undefined
}

/** node:http's request as a web Request, so parseFormPost reads it (urlencoded or multipart). */
const webRequest = (request) =>
  new Request(new URL(request.url ?? '/', 'http://localhost'), {
    method: request.method,
    headers: Object.entries(request.headers).flatMap(([name, value]) =>
      typeof value === 'string' ? [[name, value]] : [],
    ),
    body: Readable.toWeb(request),
    duplex: 'half',
  })

async function takeEnquiry(request, response) {
  const wantsJson = (request.headers.accept ?? '').includes('application/json')
  const parsed = await parseFormPost(enquiryForm, webRequest(request))
  const errors = parsed.ok ? serverErrors(parsed.data) : parsed.errors
  if (errors) {
    if (wantsJson) return json(response, 400, { errors })
    return html(response, 400, enquiryPage({ values: parsed.values, errors }))
  }
  const reference = randomUUID().slice(0, 8).toUpperCase()
  // The engine hands the photo over and writes it nowhere; this demo keeps only what it was.
  const photos = parsed.data.photo.map(({ name, type, size }) => ({ name, type, size }))
  const data = { ...parsed.data, photo: photos }
  submissions.push({ reference, receivedAt: new Date().toISOString(), data })
  writeFileSync(dataFile, JSON.stringify(submissions, null, 2))
  if (wantsJson) return json(response, 201, { reference })
  send(response, 303, 'text/plain', 'See other', {
    location: `/enquiry/sent?reference=${reference}`,
  })
}

/** The enquiry page: the form as HTML, and its props again as JSON for the script to hydrate. */
const enquiryPage = (state = {}) => {
  const props = { form: layoutOf(enquiryForm), ...state }
  return page(
    enquiryTitle(Object.keys(props.errors ?? {}).length > 0),
    `<h1>Start a project</h1><p>Tell us about your business and we will reply within one working day.</p><div data-form-root>${renderToString(h(EnquiryForm, props))}</div><script type="application/json" id="enquiry-props">${JSON.stringify(props).replaceAll('<', '\\u003c')}</script>`,
    '/public/build/enquiry-client.js',
  )
}

const server = createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost')
  try {
    if (request.method === 'POST' && url.pathname === '/enquiry') {
      return await takeEnquiry(request, response)
    }
    if (request.method !== 'GET') return send(response, 405, 'text/plain', 'Method not allowed')
    if (url.pathname === '/') {
      return html(
        response,
        200,
        page(
          'Prices – Tidewater Web',
          '<h1>Build your website quote</h1><div data-calculator><p>The calculator needs JavaScript. <a href="/enquiry">Tell us what you need</a> instead.</p></div>',
          '/public/calculator.mjs',
        ),
      )
    }
    if (url.pathname === '/enquiry') return html(response, 200, enquiryPage())
    if (url.pathname === '/enquiry/sent') {
      const reference = (url.searchParams.get('reference') ?? '').replace(/[^A-Z0-9]/g, '')
      return html(
        response,
        200,
        page(
          'Enquiry sent – Tidewater Web',
          `<div class="panel"><h1>Thank you</h1><p>We have your enquiry.</p>${renderToString(h(Receipt, { reference }))}</div>`,
        ),
      )
    }
    if (url.pathname === '/submissions.json') return json(response, 200, submissions)
    if (url.pathname.startsWith('/modules/')) {
      return serveFile(response, join(here, 'node_modules'), url.pathname.slice('/modules/'.length))
    }
    if (url.pathname.startsWith('/public/')) {
      return serveFile(response, join(here, 'public'), url.pathname.slice('/public/'.length))
    }
    if (url.pathname === '/agency.mjs') {
      return serveFile(response, here, url.pathname)
    }
    html(response, 404, page('Not found', '<h1>Page not found</h1>'))
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    html(response, 500, page('Sorry', '<h1>Sorry, something went wrong</h1>'))
  }
})

server.listen(port, '127.0.0.1', () => {
  console.log(`Tidewater Web on http://127.0.0.1:${port}`)
})
