import { describe, expect, it } from 'vitest'
import { ATTRIBUTION_FIELDS, ATTRIBUTION_PARAMS, attributionFromSearch } from './attribution'

describe('attributionFromSearch', () => {
  it('reads a whole URL’s query string, the first named parameter winning', () => {
    const url = new URL(
      'https://hardhat.example/contact?referral_source=newsletter&ref=partner-site&utm_source=bing',
    )
    expect(attributionFromSearch(url.search)).toEqual({
      referralSource: 'partner-site',
      utmSource: 'bing',
    })
  })

  it('cuts a long value to the forms’ short-text bound and drops a multi-line one', () => {
    expect(attributionFromSearch(`utm_campaign=${'y'.repeat(250)}`).utmCampaign).toHaveLength(200)
    expect(attributionFromSearch('utm_campaign=spring%0Aroofs')).toEqual({})
  })

  it('names parameters for every hidden attribution field', () => {
    expect(Object.keys(ATTRIBUTION_PARAMS).sort()).toEqual([...ATTRIBUTION_FIELDS].sort())
  })
})
