import { numbered } from './lead-queries.js'

/** The two roles (P-two-roles): owner does everything; staff works the leads. */
export const ROLES = ['owner', 'staff'] as const
export type Role = (typeof ROLES)[number]

/** What an API token may do; each admin API route names the one it needs. */
export const SCOPES = ['read', 'replay', 'export', 'erase'] as const
export type Scope = (typeof SCOPES)[number]

/** A person who signs in to the inbox. */
export interface Person {
  readonly id: string
  readonly email: string
  readonly displayName: string
  readonly role: Role
  /** Who invited them (a person's id), or null for an owner made with a setup link. */
  readonly createdBy: string | null
  readonly createdAtMs: number
  readonly lastSignInAtMs: number | null
}

/** A registered passkey: the public half of a WebAuthn credential. */
export interface Passkey {
  /** The credential id (base64url), as the authenticator gives it. */
  readonly id: string
  readonly personId: string
  /** The COSE public key, base64url. */
  readonly publicKey: string
  readonly counter: number
  readonly transports: readonly string[]
  readonly name: string
  readonly createdAtMs: number
  readonly lastUsedAtMs: number | null
}

/** A server-side session; the cookie holds a random value whose hash is `tokenHash`. */
export interface AdminSession {
  readonly id: string
  /** Null for a session opened with the deprecated ADMIN_TOKEN. */
  readonly personId: string | null
  readonly createdAtMs: number
  readonly lastSeenAtMs: number
  readonly expiresAtMs: number
  readonly userAgent: string | null
  /** When its person last made a passkey assertion in it (sign-in or a fresh proof); null for none. */
  readonly provedAtMs: number | null
}

/** Setup (the first owner), invitation (a new person) or recovery (a new passkey for a person). */
export type LinkKind = 'setup' | 'invitation' | 'recovery'

/** A single-use sign-in link; only the hash of its secret is stored. */
export interface SignInLink {
  readonly id: string
  readonly kind: LinkKind
  readonly email: string | null
  readonly displayName: string | null
  readonly role: Role
  readonly personId: string | null
  readonly createdBy: string | null
  readonly createdAtMs: number
  readonly expiresAtMs: number
  readonly usedAtMs: number | null
}

/** A named API token for scripts; only its hash is stored. */
export interface ApiToken {
  readonly id: string
  readonly name: string
  readonly scopes: readonly Scope[]
  readonly createdBy: string | null
  readonly createdAtMs: number
  readonly lastUsedAtMs: number | null
  readonly revokedAtMs: number | null
  /** After this the token is refused; null for a token made before tokens expired. */
  readonly expiresAtMs: number | null
}

/** What a person holds or made: all of it ends when they are removed (P-access-ends). */
export interface Holdings {
  readonly sessions: number
  readonly passkeys: number
  /** Their own unused sign-in links (recovery). */
  readonly links: number
  /** Open invitations and sign-in links they sent to others. */
  readonly invitations: readonly SignInLink[]
  /** Live API tokens they created. */
  readonly tokens: readonly ApiToken[]
}

/** An email to a person (an invitation, a new link) waiting in its own outbox. */
export interface PeopleEmail {
  readonly id: string
  readonly recipient: string
  readonly subject: string
  readonly body: string
  readonly attempts: number
  readonly retryWindowStartMs: number
}

/** The people side of the store: one implementation over either dialect's SQL. */
export interface PeopleStore {
  countOwners(): Promise<number>
  listPeople(): Promise<Person[]>
  findPerson(id: string): Promise<Person | undefined>
  findPersonByEmail(email: string): Promise<Person | undefined>
  /** What a person holds or made that is still live (for the confirmation before removal). */
  holdingsOf(personId: string, nowMs: number): Promise<Holdings>
  /**
   * Removes a person: revokes the tokens they created and cancels the links they sent, then deletes
   * them with their passkeys, sessions and own links, at once for every instance. Returns what
   * ended, or undefined when there was no such person.
   */
  removePerson(id: string, nowMs: number): Promise<Holdings | undefined>
  recordSignIn(personId: string, nowMs: number): Promise<void>

  addPasskey(passkey: Passkey): Promise<void>
  listPasskeys(personId: string): Promise<Passkey[]>
  findPasskey(id: string): Promise<Passkey | undefined>
  usePasskey(id: string, counter: number, nowMs: number): Promise<void>
  removePasskey(personId: string, id: string): Promise<boolean>

  createSession(session: AdminSession & { tokenHash: string }): Promise<void>
  /** The live session with this hash (idle and absolute limits applied), touching its last use. */
  findLiveSession(
    tokenHash: string,
    options: { nowMs: number; idleMs: number; touchAfterMs: number },
  ): Promise<AdminSession | undefined>
  listSessions(personId?: string): Promise<AdminSession[]>
  /** Ends one session; with `personId`, only if it is theirs. */
  endSession(id: string, personId?: string): Promise<boolean>
  /** Ends every session of a person but `keepId`; returns how many ended. */
  endOtherSessions(personId: string, keepId: string | null): Promise<number>
  /** Ends every session (a restore: a copied cookie must not come back to life). */
  endAllSessions(): Promise<number>
  /** Records a passkey assertion made in a session (a fresh proof for sensitive acts). */
  recordProof(sessionId: string, nowMs: number): Promise<void>

  createLink(link: SignInLink & { tokenHash: string }): Promise<void>
  /** The link with this hash, used or not, expired or not (the caller says why it is refused). */
  findLink(tokenHash: string): Promise<SignInLink | undefined>
  /** Marks a link used; false when it was used already or has expired (single use across instances). */
  consumeLink(tokenHash: string, nowMs: number): Promise<boolean>
  /** Open invitations and sign-in links (and, with `withSetup`, setup links), newest first. */
  listOpenInvitations(nowMs: number, options?: { withSetup?: boolean }): Promise<SignInLink[]>
  revokeLink(id: string): Promise<boolean>
  /** Marks an unused link used, whatever its kind (a restore ending it again); false if it was. */
  endLink(id: string, nowMs: number): Promise<boolean>
  /** Ends every unused setup link (once an owner exists); returns how many. */
  endSetupLinks(nowMs: number): Promise<number>
  /** Creates the person a setup or invitation link names (same transaction-free order: link first). */
  createPerson(person: Person): Promise<void>

  createToken(token: ApiToken & { tokenHash: string }): Promise<void>
  /** The unrevoked, unexpired token with this hash, touching its last use. */
  findLiveToken(
    tokenHash: string,
    options: { nowMs: number; touchAfterMs: number },
  ): Promise<ApiToken | undefined>
  listTokens(): Promise<ApiToken[]>
  revokeToken(id: string, nowMs: number): Promise<boolean>
  findToken(id: string): Promise<ApiToken | undefined>

  saveChallenge(challenge: string, purpose: string, expiresAtMs: number): Promise<void>
  /** Deletes the challenge and returns true if it existed for this purpose and had not expired. */
  takeChallenge(challenge: string, purpose: string, nowMs: number): Promise<boolean>

  /** Adds a failure to a key's window (a new window once the last has ended); returns the count. */
  recordSignInFailure(
    key: string,
    options: { nowMs: number; windowMs: number },
  ): Promise<{ failures: number; windowStartMs: number }>
  signInFailures(key: string): Promise<{ failures: number; windowStartMs: number } | undefined>
  clearSignInFailures(key: string): Promise<void>

  queueEmail(email: {
    id: string
    recipient: string
    subject: string
    body: string
    nowMs: number
  }): Promise<void>
  /** Claims due emails for `leaseMs`, timed by the database's clock. */
  claimEmails(options: {
    nowMs: number
    limit: number
    leaseMs: number
    workerId: string
  }): Promise<PeopleEmail[]>
  /** A sent email is deleted: the link it carried is kept nowhere once delivered. */
  emailSent(id: string): Promise<void>
  emailRetry(
    id: string,
    options: { attempts: number; nextAttemptAtMs: number; error: string },
  ): Promise<void>
  /** A failed email keeps its subject, recipient and error; the body (with its link) is dropped. */
  emailFailed(id: string, options: { attempts: number; error: string }): Promise<void>
  countEmails(status: 'pending' | 'failed'): Promise<number>
}

/** What the people store needs of a driver: statements with `?` placeholders. */
export interface SqlRunner {
  readonly dialect: 'sqlite' | 'postgres'
  /** The database's clock in epoch milliseconds, as SQL. */
  readonly dbNow: string
  all(text: string, values?: readonly unknown[]): Promise<Record<string, unknown>[]>
  /** Runs a statement and returns how many rows it changed. */
  run(text: string, values?: readonly unknown[]): Promise<number>
}

const num = (value: unknown) => Number(value)
const optionalNum = (value: unknown) =>
  value === null || value === undefined ? null : Number(value)
const text = (value: unknown) => (value === null || value === undefined ? null : String(value))

function toPerson(row: Record<string, unknown>): Person {
  return {
    id: String(row.id),
    email: String(row.email),
    displayName: String(row.display_name),
    role: row.role === 'owner' ? 'owner' : 'staff',
    createdBy: text(row.created_by),
    createdAtMs: num(row.created_at),
    lastSignInAtMs: optionalNum(row.last_sign_in_at),
  }
}

function toPasskey(row: Record<string, unknown>): Passkey {
  return {
    id: String(row.id),
    personId: String(row.person_id),
    publicKey: String(row.public_key),
    counter: num(row.counter),
    transports: JSON.parse(String(row.transports)) as string[],
    name: String(row.name),
    createdAtMs: num(row.created_at),
    lastUsedAtMs: optionalNum(row.last_used_at),
  }
}

function toSession(row: Record<string, unknown>): AdminSession {
  return {
    id: String(row.id),
    personId: text(row.person_id),
    createdAtMs: num(row.created_at),
    lastSeenAtMs: num(row.last_seen_at),
    expiresAtMs: num(row.expires_at),
    userAgent: text(row.user_agent),
    provedAtMs: optionalNum(row.proved_at),
  }
}

function toLink(row: Record<string, unknown>): SignInLink {
  return {
    id: String(row.id),
    kind: String(row.kind) as LinkKind,
    email: text(row.email),
    displayName: text(row.display_name),
    role: row.role === 'owner' ? 'owner' : 'staff',
    personId: text(row.person_id),
    createdBy: text(row.created_by),
    createdAtMs: num(row.created_at),
    expiresAtMs: num(row.expires_at),
    usedAtMs: optionalNum(row.used_at),
  }
}

function toToken(row: Record<string, unknown>): ApiToken {
  return {
    id: String(row.id),
    name: String(row.name),
    scopes: (JSON.parse(String(row.scopes)) as string[]).filter((scope): scope is Scope =>
      (SCOPES as readonly string[]).includes(scope),
    ),
    createdBy: text(row.created_by),
    createdAtMs: num(row.created_at),
    lastUsedAtMs: optionalNum(row.last_used_at),
    revokedAtMs: optionalNum(row.revoked_at),
    expiresAtMs: optionalNum(row.expires_at),
  }
}

const PERSON_COLUMNS = 'id, email, display_name, role, created_by, created_at, last_sign_in_at'
const SESSION_COLUMNS = 'id, person_id, created_at, last_seen_at, expires_at, user_agent, proved_at'
const LINK_COLUMNS =
  'id, kind, email, display_name, role, person_id, created_by, created_at, expires_at, used_at'
const TOKEN_COLUMNS =
  'id, name, scopes, created_by, created_at, last_used_at, revoked_at, expires_at'

/** The people store over a driver's runner: the same statements for SQLite and PostgreSQL. */
export function createPeopleStore(db: SqlRunner): PeopleStore {
  const one = async (sql: string, values: readonly unknown[] = []) => (await db.all(sql, values))[0]
  let lastFailurePruneMs = 0
  const liveTokensOf = async (personId: string, nowMs: number) =>
    (
      await db.all(
        `SELECT ${TOKEN_COLUMNS} FROM api_tokens WHERE created_by = ? AND revoked_at IS NULL
         AND (expires_at IS NULL OR expires_at > ?) ORDER BY created_at`,
        [personId, nowMs],
      )
    ).map(toToken)
  const openLinksSentBy = async (personId: string, nowMs: number) =>
    (
      await db.all(
        `SELECT ${LINK_COLUMNS} FROM sign_in_links WHERE created_by = ? AND used_at IS NULL
         AND expires_at > ? ORDER BY created_at`,
        [personId, nowMs],
      )
    ).map(toLink)
  const countOf = async (sql: string, values: readonly unknown[]) =>
    num((await one(sql, values))?.count)
  const holdingsOf = async (personId: string, nowMs: number): Promise<Holdings> => ({
    sessions: await countOf('SELECT COUNT(*) AS count FROM admin_sessions WHERE person_id = ?', [
      personId,
    ]),
    passkeys: await countOf('SELECT COUNT(*) AS count FROM passkeys WHERE person_id = ?', [
      personId,
    ]),
    links: await countOf(
      'SELECT COUNT(*) AS count FROM sign_in_links WHERE person_id = ? AND used_at IS NULL AND expires_at > ?',
      [personId, nowMs],
    ),
    invitations: await openLinksSentBy(personId, nowMs),
    tokens: await liveTokensOf(personId, nowMs),
  })
  return {
    async countOwners() {
      return num((await one("SELECT COUNT(*) AS count FROM people WHERE role = 'owner'"))?.count)
    },
    async listPeople() {
      return (await db.all(`SELECT ${PERSON_COLUMNS} FROM people ORDER BY created_at, id`)).map(
        toPerson,
      )
    },
    async findPerson(id) {
      const row = await one(`SELECT ${PERSON_COLUMNS} FROM people WHERE id = ?`, [id])
      return row ? toPerson(row) : undefined
    },
    async findPersonByEmail(email) {
      const row = await one(`SELECT ${PERSON_COLUMNS} FROM people WHERE email = ?`, [
        email.toLowerCase(),
      ])
      return row ? toPerson(row) : undefined
    },
    holdingsOf,
    async removePerson(id, nowMs) {
      const held = await holdingsOf(id, nowMs)
      // What they made goes first: a token or invitation of theirs must not outlive them, even if
      // the deletion below fails. Each statement is guarded, so a second instance removing the
      // same person at once changes nothing twice.
      await db.run(
        'UPDATE api_tokens SET revoked_at = ? WHERE created_by = ? AND revoked_at IS NULL',
        [nowMs, id],
      )
      await db.run('DELETE FROM sign_in_links WHERE created_by = ? AND used_at IS NULL', [id])
      // Sessions, passkeys and their own links go with the person (ON DELETE CASCADE): every
      // instance checks the session table at each request, so the person is out everywhere now.
      return (await db.run('DELETE FROM people WHERE id = ?', [id])) > 0 ? held : undefined
    },
    async recordSignIn(personId, nowMs) {
      await db.run('UPDATE people SET last_sign_in_at = ? WHERE id = ?', [nowMs, personId])
    },
    async createPerson(person) {
      await db.run(`INSERT INTO people (${PERSON_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?)`, [
        person.id,
        person.email.toLowerCase(),
        person.displayName,
        person.role,
        person.createdBy,
        person.createdAtMs,
        person.lastSignInAtMs,
      ])
    },

    async addPasskey(passkey) {
      await db.run(
        `INSERT INTO passkeys (id, person_id, public_key, counter, transports, name, created_at, last_used_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          passkey.id,
          passkey.personId,
          passkey.publicKey,
          passkey.counter,
          JSON.stringify(passkey.transports),
          passkey.name,
          passkey.createdAtMs,
          passkey.lastUsedAtMs,
        ],
      )
    },
    async listPasskeys(personId) {
      return (
        await db.all('SELECT * FROM passkeys WHERE person_id = ? ORDER BY created_at, id', [
          personId,
        ])
      ).map(toPasskey)
    },
    async findPasskey(id) {
      const row = await one('SELECT * FROM passkeys WHERE id = ?', [id])
      return row ? toPasskey(row) : undefined
    },
    async usePasskey(id, counter, nowMs) {
      await db.run('UPDATE passkeys SET counter = ?, last_used_at = ? WHERE id = ?', [
        counter,
        nowMs,
        id,
      ])
    },
    async removePasskey(personId, id) {
      return (
        (await db.run('DELETE FROM passkeys WHERE id = ? AND person_id = ?', [id, personId])) > 0
      )
    },

    async createSession(session) {
      await db.run(
        `INSERT INTO admin_sessions (id, token_hash, person_id, created_at, last_seen_at, expires_at, user_agent, proved_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          session.id,
          session.tokenHash,
          session.personId,
          session.createdAtMs,
          session.lastSeenAtMs,
          session.expiresAtMs,
          session.userAgent,
          session.provedAtMs,
        ],
      )
    },
    async findLiveSession(tokenHash, { nowMs, idleMs, touchAfterMs }) {
      const row = await one(
        `SELECT ${SESSION_COLUMNS} FROM admin_sessions
         WHERE token_hash = ? AND expires_at > ? AND last_seen_at > ?`,
        [tokenHash, nowMs, nowMs - idleMs],
      )
      if (!row) return undefined
      const session = toSession(row)
      // One write a minute at most per session, not one per request.
      if (nowMs - session.lastSeenAtMs >= touchAfterMs) {
        await db.run('UPDATE admin_sessions SET last_seen_at = ? WHERE id = ?', [nowMs, session.id])
      }
      return session
    },
    async listSessions(personId) {
      const rows =
        personId === undefined
          ? await db.all(`SELECT ${SESSION_COLUMNS} FROM admin_sessions ORDER BY last_seen_at DESC`)
          : await db.all(
              `SELECT ${SESSION_COLUMNS} FROM admin_sessions WHERE person_id = ? ORDER BY last_seen_at DESC`,
              [personId],
            )
      return rows.map(toSession)
    },
    async endSession(id, personId) {
      const changed =
        personId === undefined
          ? await db.run('DELETE FROM admin_sessions WHERE id = ?', [id])
          : await db.run('DELETE FROM admin_sessions WHERE id = ? AND person_id = ?', [
              id,
              personId,
            ])
      return changed > 0
    },
    async endOtherSessions(personId, keepId) {
      return db.run('DELETE FROM admin_sessions WHERE person_id = ? AND id <> ?', [
        personId,
        keepId ?? '',
      ])
    },
    async endAllSessions() {
      return db.run('DELETE FROM admin_sessions')
    },
    async recordProof(sessionId, nowMs) {
      await db.run('UPDATE admin_sessions SET proved_at = ? WHERE id = ?', [nowMs, sessionId])
    },

    async createLink(link) {
      await db.run(
        `INSERT INTO sign_in_links (id, token_hash, kind, email, display_name, role, person_id, created_by, created_at, expires_at, used_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          link.id,
          link.tokenHash,
          link.kind,
          link.email?.toLowerCase() ?? null,
          link.displayName,
          link.role,
          link.personId,
          link.createdBy,
          link.createdAtMs,
          link.expiresAtMs,
          link.usedAtMs,
        ],
      )
    },
    async findLink(tokenHash) {
      const row = await one(`SELECT ${LINK_COLUMNS} FROM sign_in_links WHERE token_hash = ?`, [
        tokenHash,
      ])
      return row ? toLink(row) : undefined
    },
    async consumeLink(tokenHash, nowMs) {
      // One statement: two instances (or two tabs) racing for one link, only one changes the row.
      return (
        (await db.run(
          'UPDATE sign_in_links SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?',
          [nowMs, tokenHash, nowMs],
        )) > 0
      )
    },
    async listOpenInvitations(nowMs, options = {}) {
      return (
        await db.all(
          `SELECT ${LINK_COLUMNS} FROM sign_in_links
           WHERE used_at IS NULL AND expires_at > ? ${options.withSetup ? '' : "AND kind <> 'setup'"}
           ORDER BY created_at DESC`,
          [nowMs],
        )
      ).map(toLink)
    },
    async revokeLink(id) {
      return (await db.run('DELETE FROM sign_in_links WHERE id = ? AND used_at IS NULL', [id])) > 0
    },
    async endLink(id, nowMs) {
      return (
        (await db.run('UPDATE sign_in_links SET used_at = ? WHERE id = ? AND used_at IS NULL', [
          nowMs,
          id,
        ])) > 0
      )
    },
    async endSetupLinks(nowMs) {
      // Marked used rather than deleted: a late click on one says "used already", not "not valid".
      return db.run(
        "UPDATE sign_in_links SET used_at = ? WHERE kind = 'setup' AND used_at IS NULL",
        [nowMs],
      )
    },

    async createToken(token) {
      await db.run(
        `INSERT INTO api_tokens (id, name, token_hash, scopes, created_by, created_at, last_used_at, revoked_at, expires_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          token.id,
          token.name,
          token.tokenHash,
          JSON.stringify(token.scopes),
          token.createdBy,
          token.createdAtMs,
          token.lastUsedAtMs,
          token.revokedAtMs,
          token.expiresAtMs,
        ],
      )
    },
    async findLiveToken(tokenHash, { nowMs, touchAfterMs }) {
      const row = await one(
        `SELECT ${TOKEN_COLUMNS} FROM api_tokens WHERE token_hash = ? AND revoked_at IS NULL
         AND (expires_at IS NULL OR expires_at > ?)`,
        [tokenHash, nowMs],
      )
      if (!row) return undefined
      const token = toToken(row)
      if (token.lastUsedAtMs === null || nowMs - token.lastUsedAtMs >= touchAfterMs) {
        await db.run('UPDATE api_tokens SET last_used_at = ? WHERE id = ?', [nowMs, token.id])
      }
      return { ...token, lastUsedAtMs: nowMs }
    },
    async listTokens() {
      return (await db.all(`SELECT ${TOKEN_COLUMNS} FROM api_tokens ORDER BY created_at DESC`)).map(
        toToken,
      )
    },
    async findToken(id) {
      const row = await one(`SELECT ${TOKEN_COLUMNS} FROM api_tokens WHERE id = ?`, [id])
      return row ? toToken(row) : undefined
    },
    async revokeToken(id, nowMs) {
      return (
        (await db.run('UPDATE api_tokens SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL', [
          nowMs,
          id,
        ])) > 0
      )
    },

    async saveChallenge(challenge, purpose, expiresAtMs) {
      // Challenges nobody finished are dropped as new ones come: the table never grows for long.
      await db.run('DELETE FROM webauthn_challenges WHERE expires_at <= ?', [
        expiresAtMs - 10 * 60_000,
      ])
      await db.run(
        'INSERT INTO webauthn_challenges (challenge, purpose, expires_at) VALUES (?, ?, ?)',
        [challenge, purpose, expiresAtMs],
      )
    },
    async takeChallenge(challenge, purpose, nowMs) {
      return (
        (await db.run(
          'DELETE FROM webauthn_challenges WHERE challenge = ? AND purpose = ? AND expires_at > ?',
          [challenge, purpose, nowMs],
        )) > 0
      )
    },

    async recordSignInFailure(key, { nowMs, windowMs }) {
      // Windows that have ended are dropped now and then, so a scan from many addresses cannot
      // grow the table for ever.
      if (nowMs - lastFailurePruneMs >= 60_000) {
        lastFailurePruneMs = nowMs
        await db.run('DELETE FROM sign_in_failures WHERE window_start <= ?', [nowMs - windowMs])
      }
      // One statement, so failures from several instances add up on the same row.
      const [row] = await db.all(
        `INSERT INTO sign_in_failures (key, failures, window_start) VALUES (?, 1, ?)
         ON CONFLICT (key) DO UPDATE SET
           failures = CASE WHEN sign_in_failures.window_start <= ? THEN 1 ELSE sign_in_failures.failures + 1 END,
           window_start = CASE WHEN sign_in_failures.window_start <= ? THEN ? ELSE sign_in_failures.window_start END
         RETURNING failures, window_start`,
        [key, nowMs, nowMs - windowMs, nowMs - windowMs, nowMs],
      )
      return { failures: num(row?.failures), windowStartMs: num(row?.window_start) }
    },
    async signInFailures(key) {
      const row = await one('SELECT failures, window_start FROM sign_in_failures WHERE key = ?', [
        key,
      ])
      return row ? { failures: num(row.failures), windowStartMs: num(row.window_start) } : undefined
    },
    async clearSignInFailures(key) {
      await db.run('DELETE FROM sign_in_failures WHERE key = ?', [key])
    },

    async queueEmail({ id, recipient, subject, body, nowMs }) {
      await db.run(
        `INSERT INTO people_email_outbox (id, recipient, subject, body, status, attempts, next_attempt_at, retry_window_start, created_at)
         VALUES (?, ?, ?, ?, 'pending', 0, ?, ?, ?)`,
        [id, recipient, subject, body, nowMs, nowMs, nowMs],
      )
    },
    async claimEmails({ nowMs, limit, leaseMs, workerId }) {
      const due = await db.all(
        `SELECT id FROM people_email_outbox WHERE status = 'pending' AND next_attempt_at <= ?
         AND (locked_until IS NULL OR locked_until < ${db.dbNow}) ORDER BY next_attempt_at LIMIT ?`,
        [nowMs, limit],
      )
      const claimed: PeopleEmail[] = []
      for (const { id } of due) {
        // Claimed one by one with a guarded update: another worker that got there first wins.
        const isMine =
          (await db.run(
            `UPDATE people_email_outbox SET locked_until = ${db.dbNow} + ?, locked_by = ?
             WHERE id = ? AND status = 'pending' AND (locked_until IS NULL OR locked_until < ${db.dbNow})`,
            [leaseMs, workerId, id],
          )) > 0
        if (!isMine) continue
        const row = await one(
          'SELECT id, recipient, subject, body, attempts, retry_window_start FROM people_email_outbox WHERE id = ?',
          [id],
        )
        if (row) {
          claimed.push({
            id: String(row.id),
            recipient: String(row.recipient),
            subject: String(row.subject),
            body: String(row.body),
            attempts: num(row.attempts),
            retryWindowStartMs: num(row.retry_window_start),
          })
        }
      }
      return claimed
    },
    async emailSent(id) {
      await db.run('DELETE FROM people_email_outbox WHERE id = ?', [id])
    },
    async emailRetry(id, { attempts, nextAttemptAtMs, error }) {
      await db.run(
        `UPDATE people_email_outbox SET attempts = ?, next_attempt_at = ?, last_error = ?,
         locked_until = NULL, locked_by = NULL WHERE id = ?`,
        [attempts, nextAttemptAtMs, error, id],
      )
    },
    async emailFailed(id, { attempts, error }) {
      await db.run(
        `UPDATE people_email_outbox SET status = 'failed', attempts = ?, last_error = ?, body = '',
         locked_until = NULL, locked_by = NULL WHERE id = ?`,
        [attempts, error, id],
      )
    },
    async countEmails(status) {
      return num(
        (await one('SELECT COUNT(*) AS count FROM people_email_outbox WHERE status = ?', [status]))
          ?.count,
      )
    },
  }
}

/** PostgreSQL's placeholders for a statement written with `?`. */
export function postgresText(sql: string): string {
  return numbered({ text: sql, values: [] }).text
}
