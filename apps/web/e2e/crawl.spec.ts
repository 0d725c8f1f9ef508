import { expect, test } from './fixtures'

const HREF = /<a\b[^>]*\bhref="([^"]*)"/g

/** Internal page links of a document: same-origin paths, without hash, query kept. */
function internalLinks(html: string): string[] {
  const links = new Set<string>()
  for (const [, raw = ''] of html.matchAll(HREF)) {
    const href = raw.replace(/&amp;/g, '&')
    if (!href.startsWith('/') || href.startsWith('//')) continue
    const path = href.split('#')[0] ?? ''
    if (path !== '') links.add(path)
  }
  return [...links]
}

test('no link anywhere on the built site leads to a 404 (crawled from /)', async ({ request }) => {
  test.setTimeout(120_000)
  const queue = ['/']
  const seen = new Set(queue)
  const broken: string[] = []
  let linkCount = 0
  while (queue.length > 0) {
    const path = queue.shift() as string
    const response = await request.get(path, { maxRedirects: 5 })
    if (response.status() >= 400) {
      broken.push(`${path} → ${response.status()}`)
      continue
    }
    if (!(response.headers()['content-type'] ?? '').includes('text/html')) continue
    const links = internalLinks(await response.text())
    linkCount += links.length
    for (const link of links) {
      if (seen.has(link)) continue
      seen.add(link)
      queue.push(link)
    }
  }
  test.info().annotations.push({
    type: 'crawl',
    description: `${seen.size} distinct internal URLs, ${linkCount} links followed, ${broken.length} broken`,
  })
  console.log(
    `crawl: ${seen.size} distinct internal URLs, ${linkCount} links, ${broken.length} broken`,
  )
  expect(broken).toEqual([])
  // Every case study and article is reachable by links alone.
  expect([...seen].filter((path) => path.startsWith('/portfolio/'))).toHaveLength(9)
  expect([...seen].filter((path) => path.startsWith('/insights/'))).toHaveLength(10)
})
