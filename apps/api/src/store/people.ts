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
