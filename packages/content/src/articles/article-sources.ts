import type { ArticleAuthor, InsightCategoryId } from './article'

// Sample authors: fictional people, named so that nobody mistakes them for real staff.
const authors = {
  design: { name: 'Jo Sample', role: 'Web Design Lead' },
  seo: { name: 'Sam Example', role: 'Local SEO Specialist' },
  ads: { name: 'Alex Demo', role: 'Paid Advertising Manager' },
  social: { name: 'Kim Placeholder', role: 'Social Media Manager' },
} as const satisfies Record<string, ArticleAuthor>

/** An article's metadata as written: everything but its body. */
export interface ArticleSource {
  readonly title: string
  readonly slug: string
  readonly excerpt: string
  readonly category: InsightCategoryId
  readonly author: ArticleAuthor
  readonly dateIso: string
  readonly readTime: number
  readonly imageAlt: string
  readonly tags: readonly string[]
}

/**
 * The ten articles' metadata, newest first, without their bodies: the route table, the sitemap and
 * page heads read this list, so no page loads every article body to know the slugs.
 */
export const ARTICLE_SOURCES: readonly ArticleSource[] = [
  {
    title: 'Reviews and Trust: Why Customers Choose the Tradesperson They Do',
    slug: 'reviews-and-trust-for-trades',
    excerpt:
      'How to get more genuine reviews, how to answer a bad one, and the other trust signals your website needs to turn visitors into enquiries.',
    category: 'social-media',
    author: authors.social,
    dateIso: '2025-05-06',
    readTime: 7,
    imageAlt: 'Illustration of five stars above a speech bubble and a handshake',
    tags: ['Reviews', 'Trust', 'Google Business Profile', 'Reputation'],
  },
  {
    title: "What Google's 2025 Search Changes Mean for Local Trades",
    slug: 'google-search-changes-2025-local-trades',
    excerpt:
      'AI Overviews, a busier map pack and tougher rules on fake reviews: what changed in Google search in 2025 and a checklist for trade businesses.',
    category: 'industry-news',
    author: authors.seo,
    dateIso: '2025-04-22',
    readTime: 9,
    imageAlt: 'Illustration of a search bar above a map with three location pins',
    tags: ['Google', 'Local SEO', 'AI Overviews', '2025'],
  },
  {
    title: 'What a Construction CRM Does (and Why Spreadsheets Stop Working)',
    slug: 'what-a-construction-crm-does',
    excerpt:
      'Lead tracking, scheduling, quoting and follow-up reminders in one place: what a CRM built for construction does and the signs you are ready for one.',
    category: 'industry-news',
    author: authors.ads,
    dateIso: '2025-03-18',
    readTime: 7,
    imageAlt: 'Illustration of a phone showing a job calendar beside a clipboard',
    tags: ['CRM', 'Quoting', 'Scheduling', 'Business Growth'],
  },
  {
    title: 'Case Study: How a Family Roofing Firm Filled Its Diary',
    slug: 'roofing-firm-case-study',
    excerpt:
      'An illustrative case study: how a new website, a complete Google Business Profile and a review routine turned a quiet diary into a waiting list.',
    category: 'case-studies',
    author: authors.design,
    dateIso: '2025-03-04',
    readTime: 8,
    imageAlt: 'Illustration of a house roof with new tiles and a rising bar chart',
    tags: ['Roofing', 'Case Study', 'Local SEO', 'Website Design'],
  },
  {
    title: 'Google Business Profile for Roofers: A Step-by-Step Guide',
    slug: 'google-business-profile-for-roofers',
    excerpt:
      'Claim, verify and complete your Google Business Profile, choose the right categories and build reviews, so you show up when storms hit.',
    category: 'seo',
    author: authors.seo,
    dateIso: '2025-02-11',
    readTime: 7,
    imageAlt: 'Illustration of a roof with a map pin and a row of stars',
    tags: ['Google Business Profile', 'Roofing', 'Local SEO', 'Reviews'],
  },
  {
    title: 'Why Builders Need a Website That Wins Enquiries',
    slug: 'builders-website-that-wins-enquiries',
    excerpt:
      'A website that simply exists is not a website that wins work. What a builder’s site must show in the first ten seconds, and the signs yours is costing you jobs.',
    category: 'website-design',
    author: authors.design,
    dateIso: '2025-01-14',
    readTime: 6,
    imageAlt: 'Illustration of a website on a phone beside a brick wall and a hard hat',
    tags: ['Builders', 'Website Design', 'Enquiries', 'Mobile'],
  },
  {
    title: 'How to Photograph Your Work for Your Website',
    slug: 'how-to-photograph-your-work',
    excerpt:
      'You do not need a photographer. Simple habits for sharp before-and-after photos on a phone, and how to use them on your website and profiles.',
    category: 'website-design',
    author: authors.social,
    dateIso: '2024-12-03',
    readTime: 6,
    imageAlt: 'Illustration of a phone camera framing a finished kitchen',
    tags: ['Photography', 'Portfolio', 'Website Design', 'Before and After'],
  },
  {
    title: 'Local SEO for Plumbers: Getting Found in Your Area',
    slug: 'local-seo-for-plumbers',
    excerpt:
      'How Google picks the plumbers it shows for local searches, and the practical steps that put your business in front of people with a leak right now.',
    category: 'seo',
    author: authors.seo,
    dateIso: '2024-11-05',
    readTime: 7,
    imageAlt: 'Illustration of a pipe and wrench beside a magnifying glass over a map',
    tags: ['Plumbers', 'Local SEO', 'Google', 'Service Pages'],
  },
  {
    title: 'Google Ads vs Facebook Ads: Which Works Best for Trades?',
    slug: 'google-ads-vs-facebook-ads-for-trades',
    excerpt:
      'Google Ads meets demand that already exists; Facebook and Instagram ads create it. Which to choose for your trade, and the mistakes that waste budget.',
    category: 'advertising',
    author: authors.ads,
    dateIso: '2024-10-08',
    readTime: 8,
    imageAlt: 'Illustration of a search advert and a social media advert side by side',
    tags: ['Google Ads', 'Facebook Ads', 'Advertising', 'Lead Generation'],
  },
  {
    title: 'Social Media for Electricians: What to Post and Why',
    slug: 'social-media-for-electricians',
    excerpt:
      'Which platforms are worth your time, what to post when your work is hidden in the walls, and how three posts a week keep your name front of mind.',
    category: 'social-media',
    author: authors.social,
    dateIso: '2024-09-17',
    readTime: 6,
    imageAlt: 'Illustration of a light bulb and a plug beside social media post cards',
    tags: ['Electricians', 'Social Media', 'Facebook', 'Instagram'],
  },
]
