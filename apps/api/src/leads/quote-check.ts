import type { BoutiqueQuoteRequest } from '@hard-hat/forms'
import {
  type HardHatFeatureId,
  hardHatCatalogue,
  hardHatPricing,
  penceFromPounds,
  toPounds,
} from '@hard-hat/pricing'

const refreshHint = 'Refresh the page to see current prices and try again.'

/**
 * Re-prices a boutique quote with @hard-hat/pricing: returns a field → message map of everything the
 * catalogue disagrees with (package, feature prices, total, Unlimited with Service Areas), or
 * undefined when the quote is right. Paths are the wire format's (`selectedFeatures.2.price`).
 */
export function findQuoteProblems(quote: BoutiqueQuoteRequest): Record<string, string> | undefined {
  const problems: Record<string, string> = {}
  const basePackage = hardHatCatalogue.basePackages.find(
    (candidate) => candidate.name === quote.basePackage.name,
  )
  if (basePackage) {
    const catalogue = basePackage
    if (quote.basePackage.price !== toPounds(catalogue.price)) {
      problems['basePackage.price'] =
        `${catalogue.name} costs ${hardHatPricing.format(catalogue.price)}. ${refreshHint}`
    }
    if (quote.basePackage.pages !== catalogue.pages) {
      problems['basePackage.pages'] =
        `${catalogue.name} has ${catalogue.pages} pages. ${refreshHint}`
    }
  }

  const selected = quote.selectedFeatures
    .map((feature, index) => ({ feature, index }))
    .filter(({ feature }) => feature.selected)
  const result = hardHatPricing.checkQuote({
    basePackage: basePackage?.id ?? ('unknown' as never),
    features: selected.map(({ feature }) => ({
      // Unknown keys go through as they are: checkQuote names them.
      id: feature.key as HardHatFeatureId,
      price: penceFromPounds(feature.price),
    })),
    total: penceFromPounds(quote.total),
  })
  if (!result.ok) {
    for (const problem of result.problems) {
      const [head, index, field] = problem.path
      let path: string
      if (head === 'features' && typeof index === 'number') {
        const wireIndex = selected[index]?.index ?? index
        path = `selectedFeatures.${wireIndex}${field === 'id' ? '.key' : field ? `.${String(field)}` : ''}`
      } else if (head === 'basePackage') {
        path = 'basePackage.name'
      } else {
        path = problem.path.map(String).join('.') || 'total'
      }
      problems[path] ??= problem.message
    }
  }
  return Object.keys(problems).length > 0 ? problems : undefined
}
