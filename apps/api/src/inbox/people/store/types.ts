import type { AccessStore } from '../../../store/access.js'
import type { AdminSession, ApiToken, Passkey, Person, SignInLink } from '../../../store/people.js'

/** People and their passkeys. */
export interface PeopleAccounts {
  countOwners(): Promise<number>
  listPeople(): Promise<Person[]>
  findPerson(id: string): Promise<Person | undefined>
  findPersonByEmail(email: string): Promise<Person | undefined>
  recordSignIn(personId: string, nowMs: number): Promise<void>
  /** Creates the person a setup or invitation link names (same transaction-free order: link first). */
  createPerson(person: Person): Promise<void>
  addPasskey(passkey: Passkey): Promise<void>
  listPasskeys(personId: string): Promise<Passkey[]>
  findPasskey(id: string): Promise<Passkey | undefined>
  usePasskey(id: string, counter: number, nowMs: number): Promise<void>
}

/** Sessions and the WebAuthn challenges of a sign-in. */
export interface PeopleSessions {
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
  /** Records a passkey assertion made in a session (a fresh proof for sensitive acts). */
  recordProof(sessionId: string, nowMs: number): Promise<void>
  saveChallenge(challenge: string, purpose: string, expiresAtMs: number): Promise<void>
  /** Deletes the challenge and returns true if it existed for this purpose and had not expired. */
  takeChallenge(challenge: string, purpose: string, nowMs: number): Promise<boolean>
}

/** Sign-in links and API tokens. */
export interface PeopleLinksAndTokens {
  createLink(link: SignInLink & { tokenHash: string }): Promise<void>
  /** The link with this hash, used or not, expired or not (the caller says why it is refused). */
  findLink(tokenHash: string): Promise<SignInLink | undefined>
  /** Marks a link used; false when it was used already or has expired (single use across instances). */
  consumeLink(tokenHash: string, nowMs: number): Promise<boolean>
  /** Open invitations and sign-in links (and, with `withSetup`, setup links), newest first. */
  listOpenInvitations(nowMs: number, options?: { withSetup?: boolean }): Promise<SignInLink[]>
  revokeLink(id: string): Promise<boolean>
  createToken(token: ApiToken & { tokenHash: string }): Promise<void>
  /** The unrevoked, unexpired token with this hash, touching its last use. */
  findLiveToken(
    tokenHash: string,
    options: { nowMs: number; touchAfterMs: number },
  ): Promise<ApiToken | undefined>
  listTokens(): Promise<ApiToken[]>
  findToken(id: string): Promise<ApiToken | undefined>
}

/** Queuing people's emails (invitations, links, passkey notices); the outbox sends them. */
export interface PeopleEmails {
  queueEmail(email: {
    id: string
    recipient: string
    subject: string
    body: string
    nowMs: number
  }): Promise<void>
  countEmails(status: 'pending' | 'failed'): Promise<number>
}

/**
 * The people wing's store slice (decision 018): people, passkeys, sessions, links, tokens,
 * challenges and the emails it queues, over the same SQL for both databases. The endings of access
 * and the sign-in failure limit, which ops uses too, are the core's `AccessStore`, included here.
 */
export interface PeopleStore
  extends AccessStore,
    PeopleAccounts,
    PeopleSessions,
    PeopleLinksAndTokens,
    PeopleEmails {}
