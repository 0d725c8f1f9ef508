/**
 * A `tel:` address for a UK number as written on the page, in international form.
 * @example telHref('01632 960123') // 'tel:+441632960123'
 */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '')
  return `tel:${digits.startsWith('0') ? `+44${digits.slice(1)}` : digits}`
}
