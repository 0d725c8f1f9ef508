import type { ProjectCategoryId } from './categories'
import type { Project } from './projects'

/** The category-specific texts of a case study. */
export interface CaseStudyStory {
  readonly challenge: string
  readonly solution: string
  readonly deliverables: readonly string[]
}

/** The challenge, solution and deliverables written for each project category. */
export const CASE_STUDY_STORIES = {
  websites: {
    challenge:
      'The business relied on word of mouth and an out-of-date website that did not work well on a phone. Potential customers could not see recent work or get in touch quickly, so enquiries went to competitors.',
    solution:
      'We designed and built a fast, mobile-first website around the jobs the business wants more of: clear service pages, a gallery of finished work, reviews, and a call or enquiry button on every screen.',
    deliverables: [
      'Custom mobile-first website design',
      'Service pages written for the trade',
      'Project gallery with before-and-after photos',
      'Enquiry forms and click-to-call buttons',
      'Hosting, security and speed set-up',
    ],
  },
  seo: {
    challenge:
      'The business did good work but was hard to find on Google. Competitors with weaker reviews ranked above them for the searches local customers actually make.',
    solution:
      'Alongside a new website, we ran a local SEO campaign: researched what customers search for, built pages for each service and area, optimised the Google Business Profile and set up a steady flow of reviews.',
    deliverables: [
      'Local keyword research',
      'Service and area pages',
      'Google Business Profile optimisation',
      'Review generation system',
      'Monthly ranking and traffic reports',
    ],
  },
  advertising: {
    challenge:
      'The business needed more work quickly, but earlier attempts at online advertising had spent money on clicks that never turned into calls.',
    solution:
      'We built a website with landing pages for each service, then ran targeted Google and Facebook ad campaigns in the areas the business covers, tracking every call and form so the budget goes where jobs come from.',
    deliverables: [
      'Google Ads campaign set-up and management',
      'Facebook and Instagram ad campaigns',
      'Dedicated landing pages',
      'Call and form conversion tracking',
      'Monthly performance reports',
    ],
  },
  'social-media': {
    challenge:
      'The business posted on social media now and then, with no plan, and the posts brought in few enquiries.',
    solution:
      'We planned and published regular posts showing finished jobs, the team and customer reviews, linked back to the website so followers could get a quote in a couple of taps.',
    deliverables: [
      'Social media content plan',
      'Regular posts on Facebook and Instagram',
      'Job photo and video guidance',
      'Monthly engagement reports',
    ],
  },
} as const satisfies Record<ProjectCategoryId, CaseStudyStory>

/** Which category's story leads, most specific first: a project's website is a given. */
const storyPrecedence: readonly ProjectCategoryId[] = [
  'advertising',
  'social-media',
  'seo',
  'websites',
]

/**
 * The case-study texts of a project: the challenge and solution of its most specific category,
 * and the deliverables of every category it belongs to.
 */
export function caseStudyStory(project: Project): CaseStudyStory {
  const lead = storyPrecedence.find((category) => project.category.includes(category)) ?? 'websites'
  const deliverables = storyPrecedence
    .slice()
    .reverse()
    .filter((category) => project.category.includes(category))
    .flatMap((category) => CASE_STUDY_STORIES[category].deliverables)
  return {
    challenge: CASE_STUDY_STORIES[lead].challenge,
    solution: CASE_STUDY_STORIES[lead].solution,
    deliverables,
  }
}
