/** The two roles (P-two-roles): owner does everything; staff works the leads. */
export const ROLES = ['owner', 'staff'] as const
export type Role = (typeof ROLES)[number]

/** What an API token may do; each admin API route names the one it needs. */
export const SCOPES = ['read', 'replay', 'export', 'erase', 'content'] as const
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
