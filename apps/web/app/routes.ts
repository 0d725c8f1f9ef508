import { index, type RouteConfig, route } from '@react-router/dev/routes'

/** Explicit on purpose: routes.test.ts holds these paths against the content route table. */
export default [
  index('routes/home.tsx'),
  route('website-design', 'routes/website-design.tsx', { id: 'website-design' }),
  route('services/website-design', 'routes/website-design.tsx', {
    id: 'services-website-design',
  }),
  route('boutique-pricing', 'routes/boutique-pricing.tsx'),
  route('one-page-website', 'routes/one-page-website.tsx'),
  route('special-offer-495', 'routes/special-offer-495.tsx', { id: 'special-offer-495' }),
  route('special-one-page-offer', 'routes/special-offer-495.tsx', {
    id: 'special-one-page-offer',
  }),
  route('free-website', 'routes/free-website.tsx'),
  route('projects', 'routes/projects.tsx'),
  // The second document's pages.
  route('website-services', 'routes/website-services.tsx'),
  route('portfolio', 'routes/portfolio.tsx'),
  route('portfolio/:slug', 'routes/portfolio.$slug.tsx'),
  route('insights', 'routes/insights.tsx'),
  route('insights/:slug', 'routes/insights.$slug.tsx'),
  route('crm', 'routes/crm.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('premium-package', 'routes/premium-package.tsx'),
  route('packages/launch', 'routes/marketing-package.tsx', { id: 'package-launch' }),
  route('packages/momentum', 'routes/marketing-package.tsx', { id: 'package-momentum' }),
  route('packages/dominance', 'routes/marketing-package.tsx', { id: 'package-dominance' }),
  route('special-offer', 'routes/special-offer.tsx'),
  route('packages/small-business', 'routes/business-package.tsx', {
    id: 'package-small-business',
  }),
  route('packages/medium-business', 'routes/business-package.tsx', {
    id: 'package-medium-business',
  }),
  route('packages/enterprise', 'routes/business-package.tsx', { id: 'package-enterprise' }),
  route('referrals', 'routes/referrals.tsx'),
  route('thank-you', 'routes/thank-you.tsx'),
  route('terms', 'routes/legal.tsx', { id: 'terms' }),
  route('privacy', 'routes/legal.tsx', { id: 'privacy' }),
  route('cookies', 'routes/legal.tsx', { id: 'cookies' }),
  route('sitemap', 'routes/sitemap.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
