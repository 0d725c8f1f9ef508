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
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
