import type { FastifyInstance } from 'fastify'

// Scripts-off form posts as a browser sends them, for the native forms' tests.

export const ORIGIN = 'http://127.0.0.1:3000'
export const BROWSER = {
  'content-type': 'application/x-www-form-urlencoded',
  accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
  origin: ORIGIN,
}

export const contact = {
  formId: 'contact',
  idempotencyKey: '',
  firstName: 'Alex',
  lastName: 'Example',
  email: 'alex@roofing.example',
  phone: '01632 960004',
  companyName: 'Example <Roofing>',
  projectDetails: 'A new website\r\nwith a gallery.',
  timeline: '',
  currentWebsite: '',
}

export const referral = {
  formId: 'referral',
  referrerName: 'Sam Sample',
  referrerEmail: 'sam@builders.example',
  referredName: 'Fictional Electrics',
  referredEmail: 'hello@electrics.example',
  hasPermission: 'true',
}

export const encode = (fields: Record<string, string>) => new URLSearchParams(fields).toString()

export function postForm(
  app: FastifyInstance,
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url,
    payload: encode(fields),
    headers: { ...BROWSER, ...headers },
  })
}
