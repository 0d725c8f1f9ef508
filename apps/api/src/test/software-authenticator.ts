import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto'

/**
 * A passkey device in software, for tests that drive the inbox's WebAuthn ceremonies end to end:
 * it makes a P-256 credential with "none" attestation and signs assertions as an authenticator
 * does (user present and verified), so the server's real verification runs.
 */

/** CBOR of what an authenticator sends: small maps of ints and strings to ints, bytes and text. */
function cbor(value: unknown): Buffer {
  const head = (major: number, length: number) => {
    if (length < 24) return Buffer.from([(major << 5) | length])
    if (length < 256) return Buffer.from([(major << 5) | 24, length])
    return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff])
  }
  if (typeof value === 'number') {
    return value >= 0 ? head(0, value) : head(1, -1 - value)
  }
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value] as Uint8Array[])
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8')
    return Buffer.concat([head(3, bytes.length), bytes])
  }
  if (value instanceof Map) {
    const parts: Uint8Array[] = [head(5, value.size)]
    for (const [key, item] of value) parts.push(cbor(key), cbor(item))
    return Buffer.concat(parts)
  }
  throw new Error(`cannot encode ${typeof value}`)
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest()
const b64url = (data: Buffer) => data.toString('base64url')

/** What the server's options carry that the device needs. */
interface Options {
  readonly challenge: string
  readonly rp?: { readonly id?: string }
  readonly rpId?: string
}

export interface SoftwareAuthenticator {
  readonly credentialId: string
  /** The answer to registration options (`/admin/welcome/options`, `/admin/passkeys/options`). */
  register(options: Options, origin: string): Record<string, unknown>
  /** The answer to authentication options (`/admin/sign-in/options`). */
  assert(options: Options, origin: string): Record<string, unknown>
}

/** A new device holding one credential; `userHandle` is the person's id the server gave. */
export function softwareAuthenticator(): SoftwareAuthenticator {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const credentialId = randomBytes(16)
  let counter = 0
  let userHandle = ''
  const clientData = (type: string, options: Options, origin: string) =>
    Buffer.from(JSON.stringify({ type, challenge: options.challenge, origin, crossOrigin: false }))
  const coseKey = (key: KeyObject) => {
    const jwk = key.export({ format: 'jwk' })
    return cbor(
      new Map<number, unknown>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(String(jwk.x), 'base64url')],
        [-3, Buffer.from(String(jwk.y), 'base64url')],
      ]),
    )
  }
  const counterBytes = () => {
    counter += 1
    const bytes = Buffer.alloc(4)
    bytes.writeUInt32BE(counter)
    return bytes
  }
  return {
    credentialId: b64url(credentialId),
    register(options, origin) {
      const rpId = options.rp?.id ?? new URL(origin).hostname
      const user = (options as { user?: { id?: string } }).user
      userHandle = user?.id ?? ''
      const idLength = Buffer.alloc(2)
      idLength.writeUInt16BE(credentialId.length)
      const authData = Buffer.concat([
        sha256(rpId),
        Buffer.from([0x45]), // user present, user verified, attested credential data
        counterBytes(),
        Buffer.alloc(16), // AAGUID
        idLength,
        credentialId,
        coseKey(publicKey),
      ])
      const attestationObject = cbor(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]),
      )
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options, origin)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      }
    },
    assert(options, origin) {
      const rpId = options.rpId ?? new URL(origin).hostname
      const authenticatorData = Buffer.concat([
        sha256(rpId),
        Buffer.from([0x05]), // user present, user verified
        counterBytes(),
      ])
      const client = clientData('webauthn.get', options, origin)
      const signature = sign(
        'sha256',
        Buffer.concat([authenticatorData, sha256(client)]),
        privateKey,
      )
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(client),
          authenticatorData: b64url(authenticatorData),
          signature: b64url(signature),
          userHandle,
        },
        clientExtensionResults: {},
      }
    },
  }
}
