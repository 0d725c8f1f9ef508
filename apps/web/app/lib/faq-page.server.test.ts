import { SEED_CONTENT, type SiteContent } from '@hard-hat/content'
import { describe, expect, it } from 'vitest'
import { faqPageData, faqPageLoader } from './faq-page.server'

// An FAQ page's loader: the questions it lists and its FAQPage JSON-LD come from one content.

const request = (path: string) => new Request(`http://localhost${path}`)
const faqPageOf = (meta: readonly object[]) =>
  meta
    .flatMap((tag) => ('script:ld+json' in tag ? [tag['script:ld+json']] : []))
    .find((jsonLd) => (jsonLd as { '@type'?: string })['@type'] === 'FAQPage') as
    | { mainEntity: { name: string; acceptedAnswer: { text: string } }[] }
    | undefined

describe('faqPageData', () => {
  it("renders the build's questions when the load context has no content", () => {
    const { faqs, meta } = faqPageData({ request: request('/contact') }, 'contact')
    expect(faqs).toBe(SEED_CONTENT.faqs.contact)
    expect(faqPageOf(meta)?.mainEntity.map((entity) => entity.name)).toEqual(
      SEED_CONTENT.faqs.contact.map((faq) => faq.question),
    )
  })

  it("lists and marks up the store's questions from the load context, the same ones", () => {
    const faqs = [{ question: 'Asked after the build?', answer: 'Answered in the store.' }]
    const content: SiteContent = { ...SEED_CONTENT, faqs: { ...SEED_CONTENT.faqs, crm: faqs } }
    const loader = faqPageLoader('crm', { breadcrumb: 'Construction CRM' })
    const data = loader({ request: request('/crm'), context: { content } })
    expect(data.faqs).toBe(faqs)
    expect(faqPageOf(data.meta)?.mainEntity).toEqual([
      expect.objectContaining({
        name: 'Asked after the build?',
        acceptedAnswer: expect.objectContaining({ text: 'Answered in the store.' }),
      }),
    ])
  })

  it('picks the FAQ page by the path asked, for a route served at several paths', () => {
    const loader = faqPageLoader((path) =>
      path.endsWith('momentum') ? 'package-momentum' : 'package-launch',
    )
    expect(loader({ request: request('/packages/momentum') }).faqs).toBe(
      SEED_CONTENT.faqs['package-momentum'],
    )
  })

  it('leaves out FAQPage structured data when a page has no questions left', () => {
    const content: SiteContent = { ...SEED_CONTENT, faqs: { ...SEED_CONTENT.faqs, referrals: [] } }
    const { meta } = faqPageData(
      { request: request('/referrals'), context: { content } },
      'referrals',
    )
    expect(faqPageOf(meta)).toBeUndefined()
  })
})
