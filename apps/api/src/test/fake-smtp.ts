import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

/** How the SMTP server answers the next message. */
export type SmtpBehaviour = 'accept' | 'refuse-for-now' | 'refuse' | 'hang'

/** One message the server accepted, with the headers the tests read. */
export interface ReceivedMail {
  readonly from: string
  readonly to: string[]
  readonly user: string | undefined
  readonly raw: string
  /** The body, quoted-printable decoded. */
  readonly text: string
  header(name: string): string | undefined
}

/** A real SMTP server on loopback (the `smtp-server` package) that records what it accepts. */
export interface FakeSmtp {
  /** `smtp://user:secret@127.0.0.1:port`, credentials the server checks. */
  readonly url: string
  readonly received: ReceivedMail[]
  /** Messages refused or left hanging, by DATA attempt. */
  attempts: number
  behaviour: SmtpBehaviour
  close(): Promise<void>
}

function unfoldHeader(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? ''
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ')
  const match = unfolded.match(new RegExp(`^${name}:\\s*(.*)$`, 'im'))
  return match?.[1]?.trim()
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    )
  return Buffer.from(bytes, 'latin1').toString('utf8')
}

function smtpError(message: string, responseCode: number): Error {
  return Object.assign(new Error(message), { responseCode })
}

/** Starts the SMTP server on a free loopback port. */
export async function startFakeSmtp(initial: SmtpBehaviour = 'accept'): Promise<FakeSmtp> {
  const hanging = new Set<() => void>()
  const smtp: FakeSmtp = {
    url: '',
    received: [],
    attempts: 0,
    behaviour: initial,
    close: async () => {},
  }
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: false,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'notify' && auth.password === 'secret') {
        callback(null, { user: auth.username })
      } else {
        callback(smtpError('Invalid username or password', 535))
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        smtp.attempts += 1
        if (smtp.behaviour === 'hang') {
          hanging.add(() => callback(smtpError('closing', 421)))
          return
        }
        if (smtp.behaviour === 'refuse-for-now') {
          callback(smtpError('Mailbox busy, try again later', 451))
          return
        }
        if (smtp.behaviour === 'refuse') {
          callback(smtpError('Mailbox unavailable', 550))
          return
        }
        const raw = Buffer.concat(chunks).toString('utf8')
        smtp.received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((address) => address.address),
          user: typeof session.user === 'string' ? session.user : undefined,
          raw,
          text: decodeQuotedPrintable(
            raw
              .split(/\r?\n\r?\n/)
              .slice(1)
              .join('\n\n'),
          ),
          header: (name) => unfoldHeader(raw, name),
        })
        callback(null, 'queued')
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return Object.assign(smtp, {
    url: `smtp://notify:secret@127.0.0.1:${port}`,
    close: async () => {
      for (const release of hanging) release()
      for (const connection of server.connections) connection.close()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  })
}
