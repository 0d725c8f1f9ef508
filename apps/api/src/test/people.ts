import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { hashSecret, newSecret, SESSION_ABSOLUTE_MS } from '../plugins/app/admin-session.js'
import type { Role } from '../store/people.js'
import type { TestStore } from './stores.js'

/** The origin test apps run at (the harness's PUBLIC_ORIGIN). */
export const TEST_ORIGIN = 'http://127.0.0.1:3000'

/** A person straight in the store, as an invitation would have made them. */
export async function addTestPerson(testStore: TestStore, role: Role, name = `${role} person`) {
  const id = randomUUID()
  await testStore.store.people.createPerson({
    id,
    email: `${id}@example.com`,
    displayName: name,
    role,
    createdBy: null,
    createdAtMs: Date.now(),
    lastSignInAtMs: null,
  })
  return id
}

/**
 * A signed-in session's cookie for a person, as a passkey sign-in opens it; `provedAtMs` is when
 * its last passkey assertion was (now unless told).
 */
export async function testSessionCookie(
  testStore: TestStore,
  personId: string,
  options: { provedAtMs?: number | null } = {},
) {
  const secret = newSecret()
  const nowMs = Date.now()
  await testStore.store.people.createSession({
    id: randomUUID(),
    tokenHash: hashSecret(secret),
    personId,
    createdAtMs: nowMs,
    lastSeenAtMs: nowMs,
    expiresAtMs: nowMs + SESSION_ABSOLUTE_MS,
    userAgent: 'test',
    provedAtMs: options.provedAtMs === undefined ? nowMs : options.provedAtMs,
  })
  return `hh_admin=${secret}`
}

/** A form post from the inbox's own pages. */
export function testFormPost(
  app: FastifyInstance,
  url: string,
  cookie: string,
  fields: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url,
    headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  })
}

/** Whether a link's secret still opens it (`/admin/welcome/check`'s status). */
export async function linkCheckStatus(app: FastifyInstance, secret: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/admin/welcome/check',
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
    payload: JSON.stringify({ token: secret }),
  })
  return response.statusCode
}
