import { describe, expect, it } from 'vitest'
import { attributionFromSearch } from './attribution'

describe('attributionFromSearch', () => {
  it('fills the utm fields from the utm parameters', () => {
    expect(
      attributionFromSearch('?utm_source=google&utm_medium=cpc&utm_campaign=spring-roofs'),
    ).toEqual({ utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'spring-roofs' })
  })

  it('fills the referral fields from the referral link parameters', () => {
    expect(
      attributionFromSearch('ref=partner-site&ref_id=u42&package=launch&reward=350&site=example'),
    ).toEqual({
      referralSource: 'partner-site',
      referralUserId: 'u42',
      packageType: 'launch',
      expectedReward: '350',
      sourceWebsite: 'example',
    })
  })

  it('ignores blank values and values with control characters, and bounds the length', () => {
    const result = attributionFromSearch(
      `?utm_source=%20%20&utm_medium=a%00b&utm_campaign=${'x'.repeat(300)}`,
    )
    expect(result.utmSource).toBeUndefined()
    expect(result.utmMedium).toBeUndefined()
    expect(result.utmCampaign).toHaveLength(200)
  })

  it('fills nothing without parameters', () => {
    expect(attributionFromSearch('')).toEqual({})
  })
})
