import { describe, expect, it } from 'vitest'
import { FOOTER, GET_IN_TOUCH_BUTTON, HEADER_LINKS, REFERRALS_BUTTON } from './navigation'

describe('header', () => {
  it('lists the five links of the specification in order', () => {
    expect(HEADER_LINKS.map((link) => link.label)).toEqual([
      'Home',
      'Website Design',
      'Portfolio',
      'CRM',
      'Insights',
    ])
  })

  it('sends Get In Touch to /contact and Referrals to /referrals', () => {
    expect(GET_IN_TOUCH_BUTTON.href).toBe('/contact')
    expect(REFERRALS_BUTTON.href).toBe('/referrals')
  })
})

describe('footer', () => {
  it('groups services and resources as the specification lists them', () => {
    expect(FOOTER.groups.map((group) => group.title)).toEqual(['Our Services', 'Resources'])
    expect(FOOTER.groups[1]?.links.map((link) => link.label)).toEqual([
      'Portfolio',
      'Industry Insights',
      'Sitemap',
      'Terms of Service',
      'Privacy Policy',
    ])
  })

  it('links the sitemap to the HTML page, readable on a phone', () => {
    expect(FOOTER.groups[1]?.links.find((link) => link.label === 'Sitemap')?.href).toBe('/sitemap')
  })

  it('puts the given year in the copyright line', () => {
    expect(FOOTER.copyright(2031)).toBe('© 2031 Hard Hat Websites. All rights reserved.')
  })

  it('shows the same opening hours as the site config', () => {
    expect(FOOTER.contact.openingHours).toBe('Monday–Friday 09:00–17:30')
  })
})
