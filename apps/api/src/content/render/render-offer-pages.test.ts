import { type Faq, SEED_CONTENT, type SiteContent } from '@hard-hat/content'
import { describe, expect, it } from 'vitest'
import { offerPaths } from './render-offer-pages.js'

// Which offer pages a publication renders again (in both states): those whose questions changed.

const withFaqs = (page: keyof SiteContent['faqs'], faqs: readonly Faq[]): SiteContent => ({
  ...SEED_CONTENT,
  faqs: { ...SEED_CONTENT.faqs, [page]: faqs },
})
const LIMITED_OFFER = ['/special-offer-495', '/special-one-page-offer']
const CELEBRATION_OFFER = ['/special-offer']

describe('offerPaths', () => {
  it('renders every offer page with an FAQ or a claim on a first pass: the limited offer’s two paths, and the celebration’s with its places left', () => {
    expect(offerPaths(SEED_CONTENT).sort()).toEqual([...LIMITED_OFFER, ...CELEBRATION_OFFER].sort())
  })

  it('renders the celebration offer when its places left changed or went out of date, and only it', () => {
    const hidden = { ...SEED_CONTENT, claims: { ...SEED_CONTENT.claims, 'offer-slots': null } }
    expect(offerPaths(hidden, SEED_CONTENT)).toEqual(CELEBRATION_OFFER)
    const premium = { ...SEED_CONTENT, claims: { ...SEED_CONTENT.claims, 'premium-slots': null } }
    expect(offerPaths(premium, SEED_CONTENT)).toEqual([])
  })

  it('renders the limited offer when the number of clients its social proof states changed', () => {
    const clients = { ...SEED_CONTENT, claims: { ...SEED_CONTENT.claims, clients: { count: 200 } } }
    expect(offerPaths(clients, SEED_CONTENT)).toEqual(LIMITED_OFFER)
  })

  it('renders none when their questions did not change, whatever else did', () => {
    expect(offerPaths(SEED_CONTENT, structuredClone(SEED_CONTENT))).toEqual([])
    const crm = withFaqs('crm', SEED_CONTENT.faqs.crm.slice(1))
    expect(offerPaths(crm, SEED_CONTENT)).toEqual([])
    const testimonials = {
      ...SEED_CONTENT,
      testimonials: { ...SEED_CONTENT.testimonials, home: [] },
    }
    expect(offerPaths(testimonials, SEED_CONTENT)).toEqual([])
  })

  it('renders the limited offer when its own questions changed, or the one-page website’s it shows once ended', () => {
    const own = withFaqs('special-offer-495', SEED_CONTENT.faqs['special-offer-495'].slice(1))
    expect(offerPaths(own, SEED_CONTENT)).toEqual(LIMITED_OFFER)
    const ended = withFaqs('one-page-website', SEED_CONTENT.faqs['one-page-website'].slice(1))
    expect(offerPaths(ended, SEED_CONTENT)).toEqual(LIMITED_OFFER)
  })
})
