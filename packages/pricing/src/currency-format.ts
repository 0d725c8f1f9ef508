import { assertPence } from './money'

/**
 * A formatter for amounts in whole minor units of any currency, with Intl: whole major units are
 * shown without a fraction ("€1,550"), anything else with it ("€12.50").
 * @example formatMinorUnits('EUR', 'en-IE')(155000) // "€1,550"
 */
export function formatMinorUnits(currency: string, locale = 'en-GB'): (amount: number) => string {
  const withFraction = new Intl.NumberFormat(locale, { style: 'currency', currency })
  const digits = withFraction.resolvedOptions().maximumFractionDigits ?? 2
  const perMajor = 10 ** digits
  const whole = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  })
  return (amount) => {
    assertPence(amount)
    return amount % perMajor === 0
      ? whole.format(amount / perMajor)
      : withFraction.format(amount / perMajor)
  }
}
