import { assertPence, formatGBP } from './money'

/**
 * A formatter for amounts in whole minor units of any currency, with Intl: whole major units are
 * shown without a fraction ("€1,550"), anything else with it ("€12.50").
 * @example formatMinorUnits('EUR', 'en-IE')(155000) // "€1,550"
 */
export function formatMinorUnits(currency: string, locale = 'en-GB'): (amount: number) => string {
  // Without Intl where it can: creating the first formatter loads the locale data (see formatGBP).
  if (currency === 'GBP' && locale === 'en-GB') return formatGBP
  let formats: { whole: Intl.NumberFormat; withFraction: Intl.NumberFormat; perMajor: number }
  // Created on first use, not with the pricing engine: a page that shows no price needs none.
  const formatsOnce = () => {
    if (formats) return formats
    const withFraction = new Intl.NumberFormat(locale, { style: 'currency', currency })
    const digits = withFraction.resolvedOptions().maximumFractionDigits ?? 2
    const whole = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    })
    formats = { whole, withFraction, perMajor: 10 ** digits }
    return formats
  }
  return (amount) => {
    assertPence(amount)
    const { whole, withFraction, perMajor } = formatsOnce()
    return amount % perMajor === 0
      ? whole.format(amount / perMajor)
      : withFraction.format(amount / perMajor)
  }
}
