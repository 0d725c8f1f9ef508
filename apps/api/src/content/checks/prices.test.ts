import {
  CELEBRATION_OFFER,
  formatGBP,
  LAUNCH_SUGGESTED_AD_SPEND,
  LIMITED_ONE_PAGE_OFFER,
  MARKETING_PACKAGES,
  ONE_PAGE_WEBSITE,
  PREMIUM_GROWTH,
} from '@hard-hat/pricing'
import { describe, expect, it } from 'vitest'
import { priceProblems } from './prices.js'

// Prices are written with the catalogue's own figures, so a change of price there moves these
// sentences with it; the wrong ones are a catalogue figure plus one pound.
const launch = MARKETING_PACKAGES.launch
const momentum = MARKETING_PACKAGES.momentum
const written = (text: string) => priceProblems(text).map((problem) => problem.written)

describe('the price rule', () => {
  it('lets every catalogue price stand where no package is named', () => {
    expect(
      priceProblems(
        `Websites from ${formatGBP(ONE_PAGE_WEBSITE.price)}. Premium is ${formatGBP(PREMIUM_GROWTH.instalment)} a month for three months.`,
      ),
    ).toEqual([])
  })

  it('refuses an amount that is no price of ours, as written, pence and "k" included', () => {
    const wrong = formatGBP(launch.price + 100)
    expect(written(`A site for ${wrong} is a bargain.`)).toEqual([wrong])
    expect(written('Only £12.49 a month.')).toEqual(['£12.49'])
    expect(
      written(`Hosting at ${formatGBP(LIMITED_ONE_PAGE_OFFER.hostingMonthly)} a month.`),
    ).toEqual([])
    expect(written('A £3.5k budget, or £4k.')).toEqual(['£4k'])
    expect(priceProblems(`Pay ${wrong} today.`)[0]?.message).toBe(
      `${wrong} is not a price in our catalogue: quote a catalogue price, or write other sums in words`,
    )
  })

  it('holds a named package to its own figures, not another package’s', () => {
    const text = `The Launch package is ${formatGBP(momentum.price)}.`
    expect(priceProblems(text)).toEqual([
      {
        written: formatGBP(momentum.price),
        message: `${formatGBP(momentum.price)} is not a price of the Launch package: the catalogue has ${formatGBP(launch.price)}, ${formatGBP(CELEBRATION_OFFER.price)}, ${formatGBP(CELEBRATION_OFFER.saving)}, ${formatGBP(LAUNCH_SUGGESTED_AD_SPEND.from)}, ${formatGBP(LAUNCH_SUGGESTED_AD_SPEND.to)}`,
      },
    ])
    expect(priceProblems(`The Launch package is ${formatGBP(launch.price)}.`)).toEqual([])
    // The 150th-client offer is Launch at its celebration price.
    expect(
      priceProblems(
        `Our 150th client gets the launch package for ${formatGBP(CELEBRATION_OFFER.price)}.`,
      ),
    ).toEqual([])
  })

  it('reads each amount against the name before it, in its own sentence only', () => {
    const text = `The Momentum package costs ${formatGBP(momentum.price)} and the Launch package ${formatGBP(launch.price)}. Both beat ${formatGBP(momentum.price)} elsewhere.`
    expect(priceProblems(text)).toEqual([])
    expect(
      written(
        `The Momentum package costs ${formatGBP(launch.price)} and the Launch package ${formatGBP(momentum.price)}.`,
      ),
    ).toEqual([formatGBP(launch.price), formatGBP(momentum.price)])
    // Named after the amount: the name that follows decides.
    expect(written(`For ${formatGBP(launch.price)} you get the Momentum package.`)).toEqual([
      formatGBP(launch.price),
    ])
  })

  it('takes an offer whose name holds its price as one name ("£495 One Page Website")', () => {
    expect(
      priceProblems(
        `The ${LIMITED_ONE_PAGE_OFFER.name} saves ${formatGBP(LIMITED_ONE_PAGE_OFFER.saving)} on the ${formatGBP(ONE_PAGE_WEBSITE.price)} price.`,
      ),
    ).toEqual([])
    expect(
      written(`The ${ONE_PAGE_WEBSITE.name} is ${formatGBP(LIMITED_ONE_PAGE_OFFER.price)}.`),
    ).toEqual([formatGBP(LIMITED_ONE_PAGE_OFFER.price)])
  })

  it('keeps "£12.50" in one sentence and finds nothing in text without "£"', () => {
    expect(written('Hosting is £12.50 a month. The Launch package costs £12.50.')).toEqual([
      '£12.50',
    ])
    expect(priceProblems('Three thousand pounds, 3500 of them.')).toEqual([])
  })
})
