import type { VitalName } from '@hard-hat/forms'

// Buckets grow by 10%: a p75 read from them is within 10% of the true one, and a day of a page
// on a device needs at most a few dozen rows whatever the traffic.
const GROWTH = 1.1
// CLS is unitless and small: kept in thousandths so its buckets are as fine as the times'.
const SCALE: Readonly<Record<VitalName, number>> = { LCP: 1, INP: 1, CLS: 1000, TTFB: 1 }

/** The bucket a vital's value falls in: 0 for up to 1 (ms or thousandths), then 10% wider each. */
export function bucketOf(name: VitalName, value: number): number {
  const scaled = value * SCALE[name]
  return scaled <= 1 ? 0 : Math.ceil(Math.log(scaled) / Math.log(GROWTH))
}

/** The largest value a bucket holds, back in the vital's own unit (ms, or CLS). */
export function bucketUpperBound(name: VitalName, bucket: number): number {
  return GROWTH ** bucket / SCALE[name]
}

/**
 * The p75 of counted buckets (bucket → samples): the upper bound of the bucket holding the sample
 * at 75%; undefined for none.
 */
export function p75Of(name: VitalName, buckets: ReadonlyMap<number, number>): number | undefined {
  const total = [...buckets.values()].reduce((sum, samples) => sum + samples, 0)
  if (total === 0) return undefined
  const rank = Math.ceil(total * 0.75)
  let seen = 0
  for (const bucket of [...buckets.keys()].sort((a, b) => a - b)) {
    seen += buckets.get(bucket) ?? 0
    if (seen >= rank) return bucketUpperBound(name, bucket)
  }
  return undefined
}
