import assert from 'node:assert/strict'
import {
  getProjectBySlug,
  localBusinessJsonLd,
  routePaths,
  SITE,
  sitemapXml,
} from '@hard-hat/content'

assert.equal(SITE.brand, 'Hard Hat Websites')
assert.ok(routePaths().includes('/portfolio/den-architecture'))
assert.equal(getProjectBySlug('leeds-roofers')?.slug, 'leeds-roofers')
assert.match(sitemapXml(), /<urlset/)
const business = localBusinessJsonLd(new Date('2026-01-01T00:00:00Z'))
assert.equal(business['@context'], 'https://schema.org')
