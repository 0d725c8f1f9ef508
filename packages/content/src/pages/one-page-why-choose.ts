import { ONE_PAGE_WEBSITE } from '@hard-hat/pricing'

// A module of its own: the £495 offer's page loads these words without the one-page page's copy.

/**
 * Why a trade chooses the one-page website, at its regular price: on its own page, and on the £495
 * offer's page once the offer has ended (P-ended-offer-takes-enquiries).
 */
export const ONE_PAGE_WHY_CHOOSE = {
  heading: 'Why Choose a One Page Website?',
  items: [
    {
      title: 'Quick to Launch',
      description: `Your site goes live in ${ONE_PAGE_WEBSITE.liveInDays} days, not weeks.`,
    },
    {
      title: 'Affordable',
      description: 'One fixed price with no monthly fee for the website itself.',
    },
    {
      title: 'Built for Phones',
      description: 'Customers can read about you and call you with one tap.',
    },
    {
      title: 'Easy to Grow',
      description: 'Add pages and features later as your business grows.',
    },
  ],
} as const
