import type { InsightArticle } from './article'
import { INSIGHT_ARTICLE_SUMMARIES } from './article-list'
import { buildersWebsiteThatWinsEnquiries } from './bodies/builders-website-that-wins-enquiries'
import { googleAdsVsFacebookAdsForTrades } from './bodies/google-ads-vs-facebook-ads-for-trades'
import { googleBusinessProfileForRoofers } from './bodies/google-business-profile-for-roofers'
import { googleSearchChanges2025LocalTrades } from './bodies/google-search-changes-2025-local-trades'
import { howToPhotographYourWork } from './bodies/how-to-photograph-your-work'
import { localSeoForPlumbers } from './bodies/local-seo-for-plumbers'
import { reviewsAndTrustForTrades } from './bodies/reviews-and-trust-for-trades'
import { roofingFirmCaseStudy } from './bodies/roofing-firm-case-study'
import { socialMediaForElectricians } from './bodies/social-media-for-electricians'
import { whatAConstructionCrmDoes } from './bodies/what-a-construction-crm-does'

/** Each article's markdown body, by slug. */
const bodies: Readonly<Record<string, string>> = {
  'reviews-and-trust-for-trades': reviewsAndTrustForTrades,
  'google-search-changes-2025-local-trades': googleSearchChanges2025LocalTrades,
  'what-a-construction-crm-does': whatAConstructionCrmDoes,
  'roofing-firm-case-study': roofingFirmCaseStudy,
  'google-business-profile-for-roofers': googleBusinessProfileForRoofers,
  'builders-website-that-wins-enquiries': buildersWebsiteThatWinsEnquiries,
  'how-to-photograph-your-work': howToPhotographYourWork,
  'local-seo-for-plumbers': localSeoForPlumbers,
  'google-ads-vs-facebook-ads-for-trades': googleAdsVsFacebookAdsForTrades,
  'social-media-for-electricians': socialMediaForElectricians,
}

/** The ten insight articles with their markdown bodies, newest first. */
export const INSIGHT_ARTICLES: readonly InsightArticle[] = INSIGHT_ARTICLE_SUMMARIES.map(
  (summary) => {
    const content = bodies[summary.slug]
    return content === undefined ? summary : { ...summary, content }
  },
)

/**
 * Finds an article by its slug, or `undefined` for an unknown slug (the page then shows Article Not Found).
 * @example getArticleBySlug('local-seo-for-plumbers')?.title
 */
export function getArticleBySlug(slug: string): InsightArticle | undefined {
  return INSIGHT_ARTICLES.find((article) => article.slug === slug)
}
