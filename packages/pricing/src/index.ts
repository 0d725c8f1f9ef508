export { availableFeatures } from './availability'
export type { BasePackage, BasePackageId } from './base-packages'
export { BASE_PACKAGE_IDS, BASE_PACKAGES, getBasePackage, isBasePackageId } from './base-packages'
export type {
  CalculatorAction,
  CalculatorState,
  CalculatorStep,
  SearchParamsInput,
} from './calculator'
export {
  CALCULATOR_SEARCH_PARAMS,
  CALCULATOR_STEP_COUNT,
  calculatorQuote,
  calculatorReducer,
  calculatorStateFromSearchParams,
  calculatorStateToSearchParams,
  initialCalculatorState,
  progressFraction,
} from './calculator'
export type { Feature, FeatureId, FeatureStep } from './features'
export { FEATURE_IDS, FEATURE_STEP_TITLES, FEATURES, getFeature, isFeatureId } from './features'
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
  PricedQuote,
  Quote,
  QuoteCheck,
  QuoteInput,
  QuoteLine,
  QuoteProblem,
  SubmittedQuote,
} from './quote'
export { checkQuote, priceQuote } from './quote'
export type { BasePackageRequiredBreach } from './rules/base-package-required'
export { BASE_PACKAGE_REQUIRED } from './rules/base-package-required'
export type { RuleBreach, RuleCheck } from './rules/check-rules'
export { checkRules, isFeatureAvailable } from './rules/check-rules'
export type { Selection } from './rules/selection'
export type { UnlimitedExcludesServiceAreasBreach } from './rules/unlimited-excludes-service-areas'
export { UNLIMITED_EXCLUDES_SERVICE_AREAS } from './rules/unlimited-excludes-service-areas'
