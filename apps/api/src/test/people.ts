import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import {
  createSignInLink,
  hashSecret,
  INVITATION_LINK_MS,
  newSecret,
  SESSION_ABSOLUTE_MS,
} from '../inbox/index.js'
import { peopleOf } from '../inbox/people/store/index.js'
import type { Role, Scope } from '../store/people.js'
import { createPostgresStore } from '../store/postgres.js'
import { createSqliteStore } from '../store/sqlite.js'
import type { Store } from '../store/types.js'
import type { SoftwareAuthenticator } from './software-authenticator.js'
import type { TestStore } from './stores.js'

/** Another connection to a test store, as a second instance or a restarted server has. */
export async function anotherConnection(testStore: TestStore): Promise<Store> {
  const store = testStore.location.databaseUrl
    ? createPostgresStore({ connectionString: testStore.location.databaseUrl })
    : createSqliteStore({ dataDir: testStore.location.dataDir })
  await store.migrate()
  return store
}

/** The origin test apps run at (the harness's PUBLIC_ORIGIN). */
export const TEST_ORIGIN = 'http://127.0.0.1:3000'

/** A person straight in the store, as an invitation would have made them. */
export async function addTestPerson(
  testStore: TestStore,
  role: Role,
  name = `${role} person`,
  email?: string,
) {
  const id = randomUUID()
  await peopleOf(testStore.store).createPerson({
    id,
    email: email ?? `${id}@example.com`,
    displayName: name,
    role,
    createdBy: null,
    createdAtMs: Date.now(),
    lastSignInAtMs: null,
  })
  return id
}

/** An API token straight in the store, as an owner would make it: its id and its secret. */
export async function addTestToken(
  testStore: TestStore,
  scopes: readonly Scope[],
  name = `token ${scopes.join('+')}`,
) {
  const secret = `hh_${newSecret()}`
  const id = randomUUID()
  await peopleOf(testStore.store).createToken({
    id,
    name,
    tokenHash: hashSecret(secret),
    scopes: [...scopes],
    createdBy: null,
    createdAtMs: Date.now(),
    lastUsedAtMs: null,
    revokedAtMs: null,
    expiresAtMs: null,
  })
  return { id, secret }
}

/** A passkey straight in the store, whose key verifies nothing: for the lists and the refusals. */
export async function addTestPasskey(
  testStore: TestStore,
  personId: string,
  passkey: { id: string; name: string },
) {
  await peopleOf(testStore.store).addPasskey({
    ...passkey,
    personId,
    publicKey: Buffer.from('not a real key').toString('base64url'),
    counter: 0,
    transports: ['internal'],
    createdAtMs: Date.now(),
    lastUsedAtMs: null,
  })
}

/** An invitation straight in the store, as an owner's would be: the link with its secret. */
export function addTestInvitation(
  testStore: TestStore,
  invitee: { email: string; displayName: string; role?: Role; lifetimeMs?: number },
) {
  return createSignInLink(
    { store: testStore.store },
    {
      kind: 'invitation',
      email: invitee.email,
      displayName: invitee.displayName,
      role: invitee.role ?? 'staff',
      personId: null,
      createdBy: null,
      lifetimeMs: invitee.lifetimeMs ?? INVITATION_LINK_MS,
    },
    TEST_ORIGIN,
  )
}

/**
 * A signed-in session's cookie for a person, as a passkey sign-in opens it. Its times are now
 * unless told: when it was opened and last seen, and `provedAtMs` its last passkey assertion.
 */
export async function testSessionCookie(
  testStore: TestStore,
  personId: string,
  times: { createdAtMs?: number; lastSeenAtMs?: number; provedAtMs?: number | null } = {},
) {
  const secret = newSecret()
  const nowMs = Date.now()
  const createdAtMs = times.createdAtMs ?? nowMs
  await peopleOf(testStore.store).createSession({
    id: randomUUID(),
    tokenHash: hashSecret(secret),
    personId,
    createdAtMs,
    lastSeenAtMs: times.lastSeenAtMs ?? nowMs,
    expiresAtMs: createdAtMs + SESSION_ABSOLUTE_MS,
    userAgent: 'test',
    provedAtMs: times.provedAtMs === undefined ? nowMs : times.provedAtMs,
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

/** What `/admin/welcome/check` answers about a link's secret, as the welcome page asks it. */
export function checkLink(app: FastifyInstance, secret: string) {
  return app.inject({
    method: 'POST',
    url: '/admin/welcome/check',
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
    payload: JSON.stringify({ token: secret }),
  })
}

/** Whether a link's secret still opens it (`/admin/welcome/check`'s status). */
export async function linkCheckStatus(app: FastifyInstance, secret: string) {
  return (await checkLink(app, secret)).statusCode
}

/** A passkey sign-in from an address whose answer, naming `credentialId`, cannot verify. */
export function junkPasskeySignIn(
  app: FastifyInstance,
  remoteAddress: string,
  credentialId = 'no-such-credential',
) {
  return app.inject({
    method: 'POST',
    url: '/admin/sign-in/verify',
    remoteAddress,
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
    payload: JSON.stringify({
      response: { id: credentialId, rawId: 'x', type: 'public-key', response: {} },
    }),
  })
}

/** Where a link opens on a loopback test app: localhost, where a passkey can be made. */
const LINK_ORIGIN = 'http://localhost:3000'
const fromLinkOrigin = (extra: Record<string, string> = {}) => ({
  host: 'localhost:3000',
  origin: LINK_ORIGIN,
  'content-type': 'application/json',
  ...extra,
})

/** Registers the device's passkey through a setup, invitation or recovery link, as its page does. */
export async function registerWithLink(
  app: FastifyInstance,
  secret: string,
  device: SoftwareAuthenticator,
  details: { displayName?: string; email?: string } = {},
) {
  const options = await app.inject({
    method: 'POST',
    url: '/admin/welcome/options',
    headers: fromLinkOrigin(),
    payload: JSON.stringify({ token: secret, ...details }),
  })
  if (options.statusCode !== 200) return options
  return app.inject({
    method: 'POST',
    url: '/admin/welcome/verify',
    headers: fromLinkOrigin(),
    payload: JSON.stringify({
      token: secret,
      ...details,
      name: 'Test device',
      response: device.register(options.json(), LINK_ORIGIN),
    }),
  })
}

/** Signs in with the device's passkey from an address, as the sign-in page does. */
export async function signInWithPasskey(
  app: FastifyInstance,
  device: SoftwareAuthenticator,
  remoteAddress = '127.0.0.1',
) {
  const options = await app.inject({
    method: 'POST',
    url: '/admin/sign-in/options',
    remoteAddress,
    headers: fromLinkOrigin(),
    payload: '{}',
  })
  return app.inject({
    method: 'POST',
    url: '/admin/sign-in/verify',
    remoteAddress,
    headers: fromLinkOrigin(),
    payload: JSON.stringify({ response: device.assert(options.json(), LINK_ORIGIN) }),
  })
}

/** The session cookie a sign-in or registration set, to send back. */
export function cookieOf(response: { headers: Record<string, unknown> }): string {
  return String(response.headers['set-cookie'] ?? '').split(';')[0] ?? ''
}
