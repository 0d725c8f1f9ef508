import { isIP } from 'node:net'

/**
 * True when a URL's host is this machine (localhost, 127.0.0.0/8, ::1): the only place plain text
 * (http://, SMTP without TLS) is allowed, since nothing sits between the two ends to read it.
 */
export function isLoopbackUrl(url: string): boolean {
  let hostname: string
  try {
    hostname = new URL(url).hostname.replace(/^\[|\]$/g, '')
  } catch {
    return false
  }
  if (hostname === 'localhost') return true
  if (isIP(hostname) === 4) return hostname.startsWith('127.')
  return hostname === '::1'
}
