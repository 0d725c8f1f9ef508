import {
  BUSINESS_PACKAGES,
  CELEBRATION_OFFER,
  CRM_PLAN,
  FREE_WEBSITE,
  formatGBP,
  LIMITED_ONE_PAGE_OFFER,
  MARKETING_PACKAGES,
  ONE_PAGE_WEBSITE,
  PREMIUM_GROWTH,
  REFERRAL_MAX_REWARD,
} from '@hard-hat/pricing'
import { ARTICLE_SOURCES } from './articles/article-sources'
import { pageTitle as withBrand } from './page-title'
import { excerpt, PROJECTS } from './projects'
import { DEADLINES, hasDeadlinePassed, SITE } from './site'
import type { Deadline } from './types'

/** Ids of the site's screens; an alias shares its canonical route's page id. */
export type PageId =
  | 'home'
  | 'website-design'
  | 'website-services'
  | 'boutique-pricing'
  | 'one-page-website'
  | 'special-offer-495'
  | 'free-website'
  | 'portfolio'
  | 'case-study'
  | 'insights'
  | 'article'
  | 'crm'
  | 'contact'
  | 'premium-package'
  | 'package-launch'
  | 'package-momentum'
  | 'package-dominance'
  | 'special-offer'
  | 'package-small-business'
  | 'package-medium-business'
  | 'package-enterprise'
  | 'referrals'
  | 'thank-you'
  | 'terms'
  | 'privacy'
  | 'cookies'
  | 'sitemap'
  | 'site-map'

/** How often a page changes, in the sitemap protocol's words. */
export type ChangeFrequency = 'daily' | 'weekly' | 'monthly' | 'yearly'

/**
 * What a route is: a page of its own, another address of a page, a redirect,
 * a pattern with a slug, or a non-HTML resource.
 */
export type RouteKind = 'page' | 'alias' | 'redirect' | 'dynamic' | 'resource'

/** One row of the route table. */
export interface RouteEntry {
  /** The path, or a pattern with `:slug` for dynamic routes. */
  readonly path: string
  readonly kind: RouteKind
  readonly pageId: PageId
  /** The document title, ending "| Hard Hat Websites". */
  readonly title: string
  /** The meta description, 70 to 160 characters, unique among canonical routes. */
  readonly description: string
  /** The path search engines should index for this page. */
  readonly canonicalPath: string
  /** Only for redirects: where the visitor is sent (permanently). */
  readonly redirectTo?: string
  readonly isInSitemap: boolean
  /** Sitemap priority from 0.0 to 1.0. */
  readonly priority: number
  readonly changeFrequency: ChangeFrequency
  /** Only for offer pages: how the page reads once its offer has ended (see {@link routeAt}). */
  readonly afterDeadline?: EndedOfferHead
}

/** An offer page's title and description once its deadline has passed. */
export interface EndedOfferHead {
  readonly deadline: Deadline
  /** The document title, ending "| Hard Hat Websites". */
  readonly title: string
  readonly description: string
}

const vat = '+ VAT'

function page(
  path: string,
  pageId: PageId,
  title: string,
  description: string,
  priority: number,
  changeFrequency: ChangeFrequency,
  isInSitemap = true,
): RouteEntry {
  return {
    path,
    kind: 'page',
    pageId,
    title: withBrand(title),
    description,
    canonicalPath: path,
    isInSitemap,
    priority,
    changeFrequency,
  }
}

function alias(path: string, of: RouteEntry): RouteEntry {
  return { ...of, path, kind: 'alias', isInSitemap: false }
}

const home = page(
  '/',
  'home',
  'Websites & Marketing for Builders and Trades',
  'Websites, SEO, Google ads and a construction CRM for builders, trades and construction professionals across the UK. Book a free consultation.',
  1,
  'weekly',
)
const websiteDesign = page(
  '/website-design',
  'website-design',
  'Website Design for Builders & Trades',
  'Mobile-first websites for builders, plumbers, electricians and roofers that rank locally and turn visitors into enquiries. Build your quote online.',
  0.9,
  'monthly',
)
const specialOffer495: RouteEntry = {
  ...page(
    '/special-offer-495',
    'special-offer-495',
    `${formatGBP(LIMITED_ONE_PAGE_OFFER.price)} One Page Website Offer`,
    `Limited offer: a professional one-page website for your trade business for ${formatGBP(LIMITED_ONE_PAGE_OFFER.price)} ${vat}, live in ${LIMITED_ONE_PAGE_OFFER.liveInBusinessDays} business days.`,
    0.6,
    'weekly',
  ),
  afterDeadline: {
    deadline: DEADLINES.limitedOnePageOffer,
    title: withBrand('One Page Website: the Offer Has Ended'),
    description: `Our ${formatGBP(LIMITED_ONE_PAGE_OFFER.price)} offer has ended. A professional one-page website for your trade business is still available at ${formatGBP(LIMITED_ONE_PAGE_OFFER.regularPrice)} ${vat}: send us an enquiry.`,
  },
}
const portfolio = page(
  '/portfolio',
  'portfolio',
  'Portfolio: Websites, SEO & Ads for Trades',
  'See the websites, SEO and advertising we have delivered for builders, roofers, plumbers and electricians, with the results each project achieved.',
  0.8,
  'monthly',
)

/**
 * The full route table of both documents, canonical pages first in the order of spec 001 §2,
 * then the aliases, the redirect and the dynamic patterns.
 */
export const ROUTES: readonly RouteEntry[] = [
  home,
  websiteDesign,
  page(
    '/website-services',
    'website-services',
    'Website Services for Construction Firms',
    'Website design, SEO, Google Business Profile, ads, social media and branding for UK construction and trade businesses, all under one roof.',
    0.8,
    'monthly',
  ),
  page(
    '/boutique-pricing',
    'boutique-pricing',
    'Website Price Calculator for Trades',
    'Build a priced quote for your trade website in four steps: choose a base package, add features and send it for a detailed proposal within 24 hours.',
    0.8,
    'monthly',
  ),
  page(
    '/one-page-website',
    'one-page-website',
    'One Page Websites for Tradespeople',
    `A one-page website for plumbers, electricians and builders: ${formatGBP(ONE_PAGE_WEBSITE.price)} ${vat} one-time, no monthly fee, live in ${ONE_PAGE_WEBSITE.liveInDays} days.`,
    0.8,
    'monthly',
  ),
  specialOffer495,
  page(
    '/free-website',
    'free-website',
    'Free Website for Trade Businesses',
    `Get a free website designed for your trade business, ready in ${FREE_WEBSITE.readyInDays} days. You only pay for hosting at ${formatGBP(FREE_WEBSITE.hostingMonthly)} a month ${vat}.`,
    0.7,
    'monthly',
  ),
  portfolio,
  page(
    '/insights',
    'insights',
    'Industry Insights for Trade Businesses',
    'Practical advice on websites, SEO, advertising and social media for builders and trades, plus industry news and case studies from our clients.',
    0.8,
    'weekly',
  ),
  page(
    '/crm',
    'crm',
    'Construction CRM for Builders & Trades',
    `Track leads, schedule jobs, send quotes and see your numbers in one CRM built for trades: ${formatGBP(CRM_PLAN.priceMonthly)} a month ${vat}, ${CRM_PLAN.trialDays}-day free trial.`,
    0.8,
    'monthly',
  ),
  page(
    '/contact',
    'contact',
    'Contact Us: Get Your Free Quote',
    'Get in touch with Hard Hat Websites in Scarborough for a free quote on your website or marketing. We reply to every enquiry within 24 hours.',
    0.9,
    'monthly',
  ),
  page(
    '/premium-package',
    'premium-package',
    'Premium Growth Package',
    `The Premium Growth package: website, Facebook posts and ads, hosting, CRM access and an account manager for ${formatGBP(PREMIUM_GROWTH.price)} ${vat} one-time.`,
    0.7,
    'monthly',
  ),
  page(
    '/packages/launch',
    'package-launch',
    'Launch Package',
    `The Launch package: a three-page website live in ${MARKETING_PACKAGES.launch.liveInWeeks} weeks with ads, CRM, social media and SEO to start, for ${formatGBP(MARKETING_PACKAGES.launch.price)} ${vat}.`,
    0.7,
    'monthly',
  ),
  page(
    '/packages/momentum',
    'package-momentum',
    'Momentum Package',
    `The Momentum package: a five-page website live in ${MARKETING_PACKAGES.momentum.liveInWeeks} weeks, ad budget, three months of CRM and SEO, and a 90-day ROI guarantee, for ${formatGBP(MARKETING_PACKAGES.momentum.price)} ${vat}.`,
    0.7,
    'monthly',
  ),
  page(
    '/packages/dominance',
    'package-dominance',
    'Dominance Package',
    `The Dominance package: unlimited pages live in ${MARKETING_PACKAGES.dominance.liveInWeeks} weeks, ad budget, six months of CRM and SEO to lead your area, for ${formatGBP(MARKETING_PACKAGES.dominance.price)} ${vat}.`,
    0.7,
    'monthly',
  ),
  {
    ...page(
      '/special-offer',
      'special-offer',
      '150th Client Celebration Offer',
      `To celebrate our 150th client, the Launch package for ${formatGBP(CELEBRATION_OFFER.price)} ${vat} instead of ${formatGBP(CELEBRATION_OFFER.regularPrice)}, for a limited number of businesses.`,
      0.6,
      'weekly',
    ),
    afterDeadline: {
      deadline: DEADLINES.celebrationOffer,
      title: withBrand('Launch Package: the 150th Client Offer Has Ended'),
      description: `Our 150th client offer has ended. The Launch package, a website with ads, CRM and SEO support to get you started, is available at ${formatGBP(CELEBRATION_OFFER.regularPrice)} ${vat}.`,
    },
  },
  page(
    '/packages/small-business',
    'package-small-business',
    'Small Business Package',
    `The Small Business package for sole traders and small firms: a professional website and the basics of local marketing for ${formatGBP(BUSINESS_PACKAGES['small-business'].price)} ${vat} one-off.`,
    0.7,
    'monthly',
  ),
  page(
    '/packages/medium-business',
    'package-medium-business',
    'Medium Business Package',
    `The Medium Business package for established trade companies: SEO, Google Ads, CRM and social media for ${formatGBP(BUSINESS_PACKAGES['medium-business'].price)} ${vat} one-off.`,
    0.7,
    'monthly',
  ),
  page(
    '/packages/enterprise',
    'package-enterprise',
    'Enterprise Package',
    `The Enterprise package for multi-location construction firms: custom CRM, automation and a dedicated account manager for ${formatGBP(BUSINESS_PACKAGES.enterprise.price)} ${vat} one-off.`,
    0.7,
    'monthly',
  ),
  page(
    '/referrals',
    'referrals',
    'Referral Programme',
    `Refer a business to Hard Hat Websites and earn 10% of their package value, up to ${formatGBP(REFERRAL_MAX_REWARD)} per referral, paid within 30 days.`,
    0.6,
    'monthly',
  ),
  page(
    '/thank-you',
    'thank-you',
    'Thank You for Your Enquiry',
    'Thank you for your enquiry. We will be in touch within 24 hours with a personal consultation call and a proposal for your business.',
    0.1,
    'yearly',
    false,
  ),
  page(
    '/terms',
    'terms',
    'Terms of Service',
    'The terms of service for using the Hard Hat Websites site and our website design, marketing and CRM services, governed by the law of England.',
    0.3,
    'yearly',
  ),
  page(
    '/privacy',
    'privacy',
    'Privacy Policy',
    'How Hard Hat Websites collects, uses, shares and protects your personal data, and how to use your data-protection rights under UK law.',
    0.3,
    'yearly',
  ),
  page(
    '/cookies',
    'cookies',
    'Cookie Policy',
    'Which cookies the Hard Hat Websites site uses, what each one does, how long it lasts, and how to accept, decline or remove them.',
    0.3,
    'yearly',
  ),
  page(
    '/sitemap',
    'site-map',
    'Sitemap',
    'Every page of the Hard Hat Websites site in one list: services, prices, offers, packages, portfolio case studies, insight articles and contact.',
    0.2,
    'monthly',
  ),
  {
    path: '/sitemap.xml',
    kind: 'resource',
    pageId: 'sitemap',
    title: withBrand('Sitemap'),
    description:
      'The XML sitemap of the Hard Hat Websites site, listing every public page, portfolio project and insight article.',
    canonicalPath: '/sitemap.xml',
    isInSitemap: false,
    priority: 0,
    changeFrequency: 'weekly',
  },
  alias('/services/website-design', websiteDesign),
  alias('/special-one-page-offer', specialOffer495),
  {
    ...portfolio,
    path: '/projects',
    kind: 'redirect',
    redirectTo: '/portfolio',
    isInSitemap: false,
  },
  {
    path: '/portfolio/:slug',
    kind: 'dynamic',
    pageId: 'case-study',
    title: withBrand('Case Study'),
    description:
      'A case study from our portfolio: the challenge, what we delivered and the results for a UK trade or construction business.',
    canonicalPath: '/portfolio/:slug',
    isInSitemap: true,
    priority: 0.6,
    changeFrequency: 'monthly',
  },
  {
    path: '/insights/:slug',
    kind: 'dynamic',
    pageId: 'article',
    title: withBrand('Insight'),
    description:
      'An article from our industry insights: practical advice on websites, SEO, advertising and social media for trade businesses.',
    canonicalPath: '/insights/:slug',
    isInSitemap: true,
    priority: 0.6,
    changeFrequency: 'monthly',
  },
]

/**
 * A route as it reads at `now`: an offer page whose deadline has passed takes its ended title and
 * description, so its head stops advertising the offer (P-offers-end-honestly).
 * @example routeAt(route, new Date()).title // the ended title once the offer's deadline passed
 */
export function routeAt(route: RouteEntry, now: Date): RouteEntry {
  const ended = route.afterDeadline
  if (!ended || !hasDeadlinePassed(ended.deadline, now)) return route
  return { ...route, title: ended.title, description: ended.description }
}

/**
 * The route table row for a concrete path: the exact row, or the dynamic row a slug path matches.
 * @example findRoute('/services/website-design')?.canonicalPath // "/website-design"
 */
export function findRoute(path: string): RouteEntry | undefined {
  const normalised = normalisePath(path)
  const exact = ROUTES.find((route) => route.path === normalised)
  if (exact) return exact
  const [, section, slug, ...rest] = normalised.split('/')
  if (!slug || rest.length > 0) return undefined
  return ROUTES.find((route) => route.kind === 'dynamic' && route.path === `/${section}/:slug`)
}

/** The route of a page id (its canonical row). */
export function routeForPage(pageId: PageId): RouteEntry {
  const found = ROUTES.find(
    (route) => route.pageId === pageId && (route.kind === 'page' || route.kind === 'dynamic'),
  )
  if (!found) throw new RangeError(`@hard-hat/content: no route for page "${pageId}"`)
  return found
}

/** Removes a trailing slash (except on the root) and any query or hash. */
export function normalisePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '/'
  const withSlash = bare.startsWith('/') ? bare : `/${bare}`
  return withSlash.length > 1 && withSlash.endsWith('/') ? withSlash.slice(0, -1) : withSlash
}

/**
 * The absolute canonical URL of a path on the public origin.
 * @example canonicalUrl('/services/website-design') // "https://www.hardhatwebsites.example/website-design"
 */
export function canonicalUrl(path: string, origin: string = SITE.origin): string {
  const normalised = normalisePath(path)
  const route = findRoute(normalised)
  const canonicalPath =
    route && route.kind !== 'dynamic' ? (route.redirectTo ?? route.canonicalPath) : normalised
  return new URL(canonicalPath, origin).href
}

/** The items with pages of their own a sitemap lists: the package's, or those published now. */
export interface SitemapItems {
  readonly articles: readonly { readonly slug: string }[]
  readonly projects: readonly { readonly slug: string }[]
}

/** Fills a dynamic route's `:slug` for each slug. */
function expandSlugs(route: RouteEntry, items?: SitemapItems): readonly string[] {
  if (route.pageId === 'case-study') {
    return (items?.projects ?? PROJECTS).map((project) => `/portfolio/${project.slug}`)
  }
  if (route.pageId === 'article') {
    return (items?.articles ?? ARTICLE_SOURCES).map((article) => `/insights/${article.slug}`)
  }
  throw new RangeError(`@hard-hat/content: no slugs for dynamic route "${route.path}"`)
}

/**
 * Every path to prerender as HTML: each page and alias, and every portfolio and insight slug.
 * Redirects and the XML sitemap are served by the server, not prerendered.
 * @example routePaths().includes('/portfolio/leeds-roofers') // true
 */
export function routePaths(): readonly string[] {
  return ROUTES.flatMap((route) => {
    if (route.kind === 'dynamic') return expandSlugs(route)
    if (route.kind === 'page' || route.kind === 'alias') return [route.path]
    return []
  })
}

/**
 * Every prerendered path of a page: its own and its aliases', in the route table's order (a slug
 * page's paths are its items', so none here).
 * @example pagePaths('special-offer-495') // ["/special-offer-495", "/special-one-page-offer"]
 */
export function pagePaths(pageId: PageId): readonly string[] {
  return ROUTES.filter(
    (route) => route.pageId === pageId && (route.kind === 'page' || route.kind === 'alias'),
  ).map((route) => route.path)
}

/** Every redirect of the route table, as `from` and `to` paths (P-redirect-projects). */
export function routeRedirects(): readonly { from: string; to: string }[] {
  return ROUTES.flatMap((route) =>
    route.kind === 'redirect' && route.redirectTo
      ? [{ from: route.path, to: route.redirectTo }]
      : [],
  )
}

/** One URL of the XML sitemap. */
export interface SitemapEntry {
  readonly url: string
  readonly priority: number
  readonly changeFrequency: ChangeFrequency
}

/**
 * The sitemap's URLs (P-real-sitemap): every public canonical page and every portfolio and insight
 * slug (this package's, or `items`: what the store publishes now), on the given origin.
 */
export function sitemapEntries(
  origin: string = SITE.origin,
  items?: SitemapItems,
): readonly SitemapEntry[] {
  return ROUTES.filter((route) => route.isInSitemap).flatMap((route) => {
    const paths = route.kind === 'dynamic' ? expandSlugs(route, items) : [route.canonicalPath]
    return paths.map((path) => ({
      url: canonicalUrl(path, origin),
      priority: route.priority,
      changeFrequency: route.changeFrequency,
    }))
  })
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * The sitemap as an XML document in the sitemaps.org 0.9 format, served at /sitemap.xml: the
 * package's articles and projects, or `items` (the API writes it again when content is published).
 * @example sitemapXml('https://www.hardhatwebsites.example').startsWith('<?xml') // true
 */
export function sitemapXml(origin: string = SITE.origin, items?: SitemapItems): string {
  const urls = sitemapEntries(origin, items).map(
    (entry) =>
      `  <url>\n    <loc>${escapeXml(entry.url)}</loc>\n    <changefreq>${entry.changeFrequency}</changefreq>\n    <priority>${entry.priority.toFixed(1)}</priority>\n  </url>`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

/** The head of one concrete page: what its title, description and canonical link say. */
export interface PageMeta {
  readonly pageId: PageId
  readonly title: string
  readonly description: string
  readonly canonicalUrl: string
}

/**
 * The title, description and canonical URL of a concrete path, slug pages included; undefined for
 * a path that should get the 404 page (an unknown path or an unknown slug).
 * @example pageMeta('/portfolio/everheat')?.title // "Everheat | Hard Hat Websites"
 */
export function pageMeta(path: string, origin: string = SITE.origin): PageMeta | undefined {
  const route = findRoute(path)
  if (!route || route.kind === 'resource') return undefined
  const url = canonicalUrl(path, origin)
  if (route.kind !== 'dynamic') {
    return {
      pageId: route.pageId,
      title: route.title,
      description: route.description,
      canonicalUrl: url,
    }
  }
  const slug = normalisePath(path).split('/')[2]
  const item =
    route.pageId === 'case-study'
      ? PROJECTS.find((project) => project.slug === slug)
      : ARTICLE_SOURCES.find((article) => article.slug === slug)
  if (!item) return undefined
  const text = 'excerpt' in item ? item.excerpt : item.description
  return {
    pageId: route.pageId,
    title: withBrand(item.title),
    description: excerpt(text, 160),
    canonicalUrl: url,
  }
}
