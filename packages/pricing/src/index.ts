export type { BasePackage, BasePackageId } from './base-packages'
export { BASE_PACKAGE_IDS, BASE_PACKAGES, getBasePackage, isBasePackageId } from './base-packages'
export type { Feature, FeatureId, FeatureStep } from './features'
export { FEATURE_IDS, FEATURE_STEP_TITLES, FEATURES, getFeature, isFeatureId } from './features'
export type { Pence } from './money'
export { formatGBP, percentOf, pounds, toPounds, VAT_RATE_PERCENT } from './money'
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
