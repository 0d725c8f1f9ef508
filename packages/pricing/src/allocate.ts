import { assertPence } from './money'

/**
 * Splits whole minor units by whole-number ratios with none lost, as dinero.js's `allocate`: each
 * part is its floor share, then the minor units left over go one each to the first parts (in order)
 * whose ratio is above 0. The parts always add up to the amount.
 * @example allocate(10000, [1, 1, 1]) // [3334, 3333, 3333]
 * @example allocate(190650, [30, 70]) // [57195, 133455]
 */
export function allocate(amount: number, ratios: readonly number[]): number[] {
  assertPence(amount)
  const total = ratios.reduce((sum, ratio) => sum + ratio, 0)
  if (!ratios.every((ratio) => Number.isSafeInteger(ratio) && ratio >= 0) || total <= 0) {
    throw new RangeError(
      `@hard-hat/pricing: allocate() needs whole, non-negative ratios adding up to more than 0, got [${ratios.join(', ')}]`,
    )
  }
  // BigInt keeps amount × ratio exact however large both are.
  const parts = ratios.map((ratio) => Number((BigInt(amount) * BigInt(ratio)) / BigInt(total)))
  let left = amount - parts.reduce((sum, part) => sum + part, 0)
  const step = Math.sign(left)
  for (let index = 0; left !== 0; index = (index + 1) % parts.length) {
    if ((ratios[index] ?? 0) > 0) {
      parts[index] = (parts[index] ?? 0) + step
      left -= step
    }
  }
  return parts
}
