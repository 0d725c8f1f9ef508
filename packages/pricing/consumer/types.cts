import { formatGBP, hardHatCatalogue } from '@hard-hat/pricing'

export const prices: string[] = hardHatCatalogue.features.map((feature) => formatGBP(feature.price))
