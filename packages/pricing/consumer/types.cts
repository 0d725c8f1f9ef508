import { FEATURES, formatGBP } from '@hard-hat/pricing'

export const prices: string[] = FEATURES.map((feature) => formatGBP(feature.price))
