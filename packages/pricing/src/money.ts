/** An amount of money in whole pence. Every amount in this package is an integer number of pence. */
export type Pence = number

/** VAT rate in the UK, as a whole percentage. */
export const VAT_RATE_PERCENT = 20

/**
 * Converts whole pounds to pence.
 * @example pounds(2500) // 250000
 */
export function pounds(amountPounds: number): Pence {
  if (!Number.isInteger(amountPounds)) {
    throw new TypeError(`@hard-hat/pricing: pounds() needs a whole number, got ${amountPounds}`)
  }
  return amountPounds * 100
}

/**
 * The one way from pounds on a wire format (the boutique quote's prices and `total`, which may
 * carry pence: 12.5) to pence, to the nearest penny. Whether an amount was in whole pence at all is
 * `isWholePence`.
 * @example penceFromPounds(12.5) // 1250
 */
export function penceFromPounds(amountPounds: number): Pence {
  return Math.round(amountPounds * 100)
}

/**
 * True when an amount in pounds is a whole number of pence (12.5 yes, 12.345 no).
 * @example isWholePence(0.1 + 0.2) // true
 */
export function isWholePence(amountPounds: number): boolean {
  return Math.abs(penceFromPounds(amountPounds) - amountPounds * 100) < 1e-6
}

/**
 * Converts pence to pounds for wire formats that carry pounds (the boutique quote's `total`).
 * @example toPounds(402500) // 4025
 */
export function toPounds(amount: Pence): number {
  return amount / 100
}

/**
 * The one rounding rule for percentages of money: round half up to the nearest penny.
 * @example percentOf(402500, 20) // 80500
 */
export function percentOf(amount: Pence, percent: number): Pence {
  assertPence(amount)
  return Math.round((amount * percent) / 100)
}

/**
 * The VAT on an amount at 20%, rounded once to the nearest penny (half up) with {@link percentOf}.
 * @example vatOf(427500) // 85500 (£855 on £4,275)
 */
export function vatOf(amount: Pence): Pence {
  return percentOf(amount, VAT_RATE_PERCENT)
}

/**
 * An amount excluding VAT plus its 20% VAT: the price a customer who cannot reclaim VAT pays.
 * @example withVat(427500) // 513000 (£5,130)
 */
export function withVat(amount: Pence): Pence {
  return amount + vatOf(amount)
}

/** True when the value is a whole number of pence (a safe integer): the check for amounts from outside. */
export function isPence(value: unknown): value is Pence {
  return Number.isSafeInteger(value)
}

/** Throws when an amount is not a whole number of pence (a programmer error). */
export function assertPence(amount: Pence): void {
  if (!Number.isSafeInteger(amount)) {
    throw new TypeError(`@hard-hat/pricing: amounts are whole pence, got ${amount}`)
  }
}

/** "1234567" → "1,234,567", as en-GB groups digits. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

/**
 * Formats pence as pounds sterling: whole pounds without pence ("£4,025"), otherwise with pence ("£12.50").
 * The same text as `Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' })`, written
 * out: a page's first Intl formatter loads the browser's locale data, 10–25 ms of main thread on a
 * fast machine, in the middle of hydration.
 * @example formatGBP(402500) // "£4,025"
 */
export function formatGBP(amount: Pence): string {
  assertPence(amount)
  const sign = amount < 0 ? '-' : ''
  const pence = Math.abs(amount) % 100
  const pounds = groupThousands(String((Math.abs(amount) - pence) / 100))
  return `${sign}£${pounds}${pence === 0 ? '' : `.${String(pence).padStart(2, '0')}`}`
}

/** The words that follow every price: prices are quoted excluding VAT (P-prices-show-vat). */
export const VAT_SUFFIX = '+ VAT'

/**
 * A price as copy shows it, with its VAT status next to it.
 * @example priceExVat(99500) // "£995 + VAT"
 */
export function priceExVat(amount: Pence): string {
  return `${formatGBP(amount)} ${VAT_SUFFIX}`
}
