import { INSIGHT_ARTICLES } from '../articles/articles'
import { CONTACT_FAQS } from '../faqs/contact'
import { CRM_FAQS } from '../faqs/crm'
import { ONE_PAGE_WEBSITE_FAQS } from '../faqs/one-page-website'
import { DOMINANCE_FAQS, LAUNCH_FAQS, MOMENTUM_FAQS } from '../faqs/packages'
import { PREMIUM_PACKAGE_FAQS } from '../faqs/premium-package'
import { REFERRAL_FAQS } from '../faqs/referrals'
import { LIMITED_OFFER_FAQS } from '../faqs/special-offer-495'
import { CRM_TESTIMONIALS } from '../pages/crm'
import { PROJECTS } from '../projects/projects'
import { RESULTS_TESTIMONIALS, TESTIMONIALS } from '../testimonials/testimonials'
import { CLAIM_DEFAULTS } from './claims'
import type { SiteContent } from './site-content'

/**
 * The content a new store starts with: this package's articles, projects, testimonials and FAQs.
 * A server seeds its store from it once per item (by a key of each item) and never overwrites an
 * item the agency has changed, so a later release adds only what is new.
 */
export const SEED_CONTENT: SiteContent = {
  articles: INSIGHT_ARTICLES,
  projects: PROJECTS,
  testimonials: { home: TESTIMONIALS, 'home-results': RESULTS_TESTIMONIALS, crm: CRM_TESTIMONIALS },
  faqs: {
    contact: CONTACT_FAQS,
    crm: CRM_FAQS,
    'one-page-website': ONE_PAGE_WEBSITE_FAQS,
    'special-offer-495': LIMITED_OFFER_FAQS,
    'premium-package': PREMIUM_PACKAGE_FAQS,
    'package-launch': LAUNCH_FAQS,
    'package-momentum': MOMENTUM_FAQS,
    'package-dominance': DOMINANCE_FAQS,
    referrals: REFERRAL_FAQS,
  },
  claims: CLAIM_DEFAULTS,
}
