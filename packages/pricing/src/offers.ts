import { hardHatBasePackages } from './hard-hat/base-packages'
import { type Pence, percentOf, pounds } from './money'

/** The one-page website: £995 one-time, no monthly fee (P-one-source-of-truth: £995 everywhere, structured data too). */
export const ONE_PAGE_WEBSITE = {
  name: 'One Page Website',
  price: pounds(995),
  liveInDays: 3,
  revisionRounds: 2,
  hostingMonthlyFrom: pounds(5),
  hostingMonthlyTo: pounds(15),
} as const

/** The limited £495 one-page offer (saving £500 on the one-page price). */
export const LIMITED_ONE_PAGE_OFFER = {
  name: '£495 One Page Website',
  price: pounds(495),
  regularPrice: ONE_PAGE_WEBSITE.price,
  saving: ONE_PAGE_WEBSITE.price - pounds(495),
  liveInBusinessDays: 3,
  hostingMonthly: 1250,
} as const

/** The free website: design free, hosting £12.50 a month. */
export const FREE_WEBSITE = {
  name: 'Free Website',
  price: 0,
  hostingMonthly: 1250,
  readyInDays: 3,
} as const

/** Ids of the three marketing packages. */
export type MarketingPackageId = 'launch' | 'momentum' | 'dominance'

/** A marketing package page's prices. Ad budgets are what the agency pays for ads, not the visitor. */
export interface MarketingPackage {
  readonly id: MarketingPackageId
  readonly name: string
  readonly price: Pence
  readonly liveInWeeks: number
  readonly includedAdBudget: Pence
}

/** Launch £3,500, Momentum £5,500, Dominance £8,000. */
export const MARKETING_PACKAGES = {
  launch: {
    id: 'launch',
    name: 'Launch',
    price: pounds(3500),
    liveInWeeks: 2,
    includedAdBudget: 0,
  },
  momentum: {
    id: 'momentum',
    name: 'Momentum',
    price: pounds(5500),
    liveInWeeks: 3,
    includedAdBudget: pounds(150),
  },
  dominance: {
    id: 'dominance',
    name: 'Dominance',
    price: pounds(8000),
    liveInWeeks: 4,
    includedAdBudget: pounds(300),
  },
} as const satisfies Record<MarketingPackageId, MarketingPackage>

/** Launch's suggested own ad spend for its month of ads (no spend included). */
export const LAUNCH_SUGGESTED_AD_SPEND = { from: pounds(200), to: pounds(500) } as const

/** Ids of the three business packages. */
export type BusinessPackageId = 'small-business' | 'medium-business' | 'enterprise'

/** Small Business £2,500, Medium Business £3,500, Enterprise £5,000, all one-off (P-one-source-of-truth). */
export const BUSINESS_PACKAGES = {
  'small-business': { id: 'small-business', name: 'Small Business', price: pounds(2500) },
  'medium-business': { id: 'medium-business', name: 'Medium Business', price: pounds(3500) },
  enterprise: { id: 'enterprise', name: 'Enterprise', price: pounds(5000) },
} as const satisfies Record<
  BusinessPackageId,
  { readonly id: BusinessPackageId; readonly name: string; readonly price: Pence }
>

const premiumInstalments = 3
const premiumInstalment = pounds(1750)

/** Premium Growth: £5,000 one-time (was £7,500) or 3 monthly payments of £1,750. */
export const PREMIUM_GROWTH = {
  name: 'Premium Growth',
  price: pounds(5000),
  wasPrice: pounds(7500),
  instalmentCount: premiumInstalments,
  instalment: premiumInstalment,
  instalmentTotal: premiumInstalments * premiumInstalment,
  facebookAdsDaily: pounds(10),
  hostingMonthlyAfter: pounds(29),
} as const

/** The 150th-client celebration offer: Launch for £1,250 (normally £3,500, saving £2,250). */
export const CELEBRATION_OFFER = {
  name: 'Launch Package',
  packageId: 'launch',
  price: pounds(1250),
  regularPrice: MARKETING_PACKAGES.launch.price,
  saving: MARKETING_PACKAGES.launch.price - pounds(1250),
  slotsTotal: 5,
  slotsLeft: 3,
} as const

/** The construction CRM: one plan at £95 a month. */
export const CRM_PLAN = {
  name: 'Construction CRM',
  priceMonthly: pounds(95),
  trialDays: 14,
} as const

/** Ongoing marketing services start from £750 a month. */
export const SERVICES_MONTHLY_FROM = pounds(750)

/** The price range the agency advertises: from the one-page website to Dominance. */
export const PRICE_RANGE = {
  from: ONE_PAGE_WEBSITE.price,
  to: MARKETING_PACKAGES.dominance.price,
} as const

/** The referral reward: a percentage of the referred client's package value. */
export const REFERRAL_REWARD_PERCENT = 10

/**
 * The reward for referring a client who buys a package of the given value.
 * @example referralReward(pounds(2500)) // 25000 (£250)
 */
export function referralReward(packageValue: Pence): Pence {
  return percentOf(packageValue, REFERRAL_REWARD_PERCENT)
}

/** The three worked examples of the referral page, one for each base package. */
// From the catalogue's data, not its engine: every page quoting an offer would otherwise load the
// pricing engine too.
export const REFERRAL_EXAMPLES = hardHatBasePackages.map((basePackage) => ({
  basePackageId: basePackage.id,
  packageValue: basePackage.price,
  reward: referralReward(basePackage.price),
}))

/** The largest reward for one referral (10% of Unlimited Pages, £650; P-one-source-of-truth). */
export const REFERRAL_MAX_REWARD = referralReward(
  Math.max(...hardHatBasePackages.map((basePackage) => basePackage.price)),
)
