import { createHash } from 'node:crypto'

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi

/**
 * The CSP hashes ('sha256-…') of a page's inline scripts, so its policy allows exactly the inline
 * scripts the build wrote into it and nothing injected later. Data blocks such as JSON-LD are not
 * executed and need no hash.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const [, attributes = '', body = ''] = match
    if (/\bsrc\s*=/i.test(attributes) || body === '') continue
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase()
    if (type && type !== 'module' && type !== 'text/javascript') continue
    hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`)
  }
  return [...hashes].sort()
}
