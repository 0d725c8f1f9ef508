export { allocate } from './allocate'
export type {
  CalculatorAction,
  CalculatorState,
  CalculatorStep,
  CalculatorStepContent,
  SearchParamsInput,
} from './calculator'
export { CALCULATOR_SEARCH_PARAMS } from './calculator'
export type {
  BasePackageIdOf,
  BasePackageOf,
  BillingInterval,
  Catalogue,
  CatalogueBasePackage,
  CatalogueCheck,
  CatalogueDiscount,
  CatalogueFeature,
  CatalogueGroup,
  CataloguePayment,
  CatalogueQuantity,
  CatalogueRule,
  ExcludesRule,
  FeatureIdOf,
  FeatureOf,
  GroupChoice,
  GroupIdOf,
  GroupOf,
  IncludesRule,
  PricingProblem,
  RequiresRule,
} from './catalogue'
export { CatalogueError } from './catalogue'
export { checkCatalogue } from './catalogue-check'
export { catalogueJsonSchema } from './catalogue-schema'
export type { ChosenFeature } from './chosen-features'
export type { Pricing } from './create-pricing'
export { createPricing } from './create-pricing'
export { formatMinorUnits } from './currency-format'
export type { DiscountLine } from './discounts'
export type { ExactCatalogue } from './exact-catalogue'
export {
  hardHatBasePackages,
  hardHatCatalogue,
  hardHatFeatures,
  hardHatGroups,
} from './hard-hat/catalogue'
export type {
  HardHatBasePackage,
  HardHatBasePackageId,
  HardHatFeature,
  HardHatFeatureId,
  HardHatGroupId,
} from './hard-hat/pricing'
export { hardHatPricing } from './hard-hat/pricing'
export type { Pence } from './money'
export {
  assertPence,
  formatGBP,
  isPence,
  isWholePence,
  penceFromPounds,
  percentOf,
  pounds,
  priceExVat,
  toPounds,
  VAT_RATE_PERCENT,
  VAT_SUFFIX,
  vatOf,
  withVat,
} from './money'
export type { BusinessPackageId, MarketingPackage, MarketingPackageId } from './offers'
export {
  BUSINESS_PACKAGES,
  CELEBRATION_OFFER,
  CRM_PLAN,
  FREE_WEBSITE,
  LAUNCH_SUGGESTED_AD_SPEND,
  LIMITED_ONE_PAGE_OFFER,
  MARKETING_PACKAGES,
  ONE_PAGE_WEBSITE,
  PREMIUM_GROWTH,
  PRICE_RANGE,
  REFERRAL_EXAMPLES,
  REFERRAL_MAX_REWARD,
  REFERRAL_REWARD_PERCENT,
  referralReward,
  SERVICES_MONTHLY_FROM,
} from './offers'
export type {
  BasePackageLine,
  FeatureLine,
  IncompleteQuote,
  Payment,
  PricedQuote,
  Quote,
  QuoteCheck,
  QuoteInput,
  QuoteLine,
  QuoteProblem,
  RecurringTotal,
  SubmittedQuote,
} from './quote'
export type { BasePackageRequiredBreach } from './rules/base-package-required'
export { BASE_PACKAGE_REQUIRED } from './rules/base-package-required'
export type { ChoiceBreach } from './rules/choice'
export type { ExcludesBreach } from './rules/excludes'
export type { RequiresBreach } from './rules/requires'
export type { RuleBreach, RuleCheck } from './rules/rule-set'
export type { Selection } from './rules/selection'
export type { CatalogueEntryKind } from './unknown-id-error'
export { UnknownIdError } from './unknown-id-error'
