import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { freePort } from './postgres-cluster.js'

const run = promisify(execFile)

/** The nginx configuration the repository ships. */
export const SHIPPED_NGINX_CONF = fileURLToPath(
  new URL('../../../../deploy/nginx.conf', import.meta.url),
)

/** Debian's nginx; NGINX_BIN overrides. */
const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx'

/** nginx running the shipped configuration on loopback in front of an app port. */
export interface NginxProxy {
  readonly httpsPort: number
  readonly httpPort: number
  /** The self-signed certificate clients must trust. */
  readonly certificate: string
  stop(): Promise<void>
}

function replaceOnce(text: string, from: string | RegExp, to: string): string {
  const replaced = text.replace(from, to)
  if (replaced === text) throw new Error(`deploy/nginx.conf no longer contains ${String(from)}`)
  return replaced
}

/**
 * The shipped site configuration with only what differs on a test machine changed: loopback
 * ports instead of 80/443, no IPv6 listeners, the test certificate, the app's port, and the
 * redirect naming the test's HTTPS port. Everything else (headers, timeouts, limits) is as shipped.
 */
export function adaptForLoopback(
  shipped: string,
  ports: { httpPort: number; httpsPort: number; appPort: number },
  files: { certificate: string; key: string },
): string {
  let conf = shipped
  conf = replaceOnce(conf, /^\s*listen \[::\]:80;\n/m, '')
  conf = replaceOnce(conf, /^\s*listen \[::\]:443 ssl http2;\n/m, '')
  conf = replaceOnce(conf, 'listen 80;', `listen 127.0.0.1:${ports.httpPort};`)
  conf = replaceOnce(
    conf,
    'listen 443 ssl http2;',
    `listen 127.0.0.1:${ports.httpsPort} ssl http2;`,
  )
  conf = replaceOnce(conf, 'server 127.0.0.1:3000;', `server 127.0.0.1:${ports.appPort};`)
  conf = replaceOnce(conf, /ssl_certificate \S+;/, `ssl_certificate ${files.certificate};`)
  conf = replaceOnce(conf, /ssl_certificate_key \S+;/, `ssl_certificate_key ${files.key};`)
  conf = replaceOnce(
    conf,
    'return 301 https://$host$request_uri;',
    `return 301 https://$host:${ports.httpsPort}$request_uri;`,
  )
  return conf
}

async function waitForPort(port: number, child: ChildProcess, log: string): Promise<void> {
  const deadline = Date.now() + 10_000
  for (;;) {
    const isOpen = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1')
      socket.once('connect', () => {
        socket.destroy()
        resolve(true)
      })
      socket.once('error', () => resolve(false))
    })
    if (isOpen) return
    if (child.exitCode !== null || Date.now() > deadline) {
      const errors = existsSync(log) ? await readFile(log, 'utf8') : ''
      throw new Error(`nginx did not start:\n${errors}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/**
 * Starts nginx in the foreground (one process, no daemon, everything under a temporary prefix)
 * with the shipped configuration and a fresh self-signed certificate from openssl.
 */
export async function startNginxProxy(appPort: number): Promise<NginxProxy> {
  if (!existsSync(NGINX_BIN)) {
    throw new Error(
      `@hard-hat/api: nginx not found at ${NGINX_BIN}. The proxy test needs it: run \`pnpm setup:system\` ` +
        '(it installs nginx and openssl), or set NGINX_BIN.',
    )
  }
  const directory = await mkdtemp(join(tmpdir(), 'hard-hat-nginx-'))
  const certificate = join(directory, 'cert.pem')
  const key = join(directory, 'key.pem')
  await run('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    key,
    '-out',
    certificate,
    '-days',
    '2',
    '-subj',
    '/CN=localhost',
    '-addext',
    'subjectAltName=DNS:localhost,IP:127.0.0.1',
  ])
  const [httpPort, httpsPort] = [await freePort(), await freePort()]
  const site = adaptForLoopback(
    await readFile(SHIPPED_NGINX_CONF, 'utf8'),
    { httpPort, httpsPort, appPort },
    { certificate, key },
  )
  await writeFile(join(directory, 'site.conf'), site)
  const log = join(directory, 'error.log')
  await writeFile(
    join(directory, 'nginx.conf'),
    `daemon off;
master_process off;
pid ${join(directory, 'nginx.pid')};
error_log ${log} warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${join(directory, 'client_body')};
  proxy_temp_path ${join(directory, 'proxy')};
  fastcgi_temp_path ${join(directory, 'fastcgi')};
  uwsgi_temp_path ${join(directory, 'uwsgi')};
  scgi_temp_path ${join(directory, 'scgi')};
  include ${join(directory, 'site.conf')};
}
`,
  )
  const child = spawn(NGINX_BIN, ['-c', join(directory, 'nginx.conf'), '-p', directory], {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  await waitForPort(httpsPort, child, log)
  return {
    httpPort,
    httpsPort,
    certificate: await readFile(certificate, 'utf8'),
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGQUIT')
        await exited
      }
      await rm(directory, { recursive: true, force: true })
    },
  }
}
