/** One step of a process section. */
export interface ProcessStep {
  readonly step: number
  readonly title: string
  readonly description: string
}

/** The four-step creation process of the home and website design pages. */
export const CREATION_PROCESS: readonly ProcessStep[] = [
  {
    step: 1,
    title: 'Discovery & Research',
    description:
      'We learn how your business works, who your customers are, which jobs you want more of and what your local competitors are doing.',
  },
  {
    step: 2,
    title: 'Strategic Planning',
    description:
      'We plan the pages, the words and the route from a Google search to a phone call, so every part of the site has a job to do.',
  },
  {
    step: 3,
    title: 'Development & Testing',
    description:
      'We design and build your site mobile-first, then test it on phones, tablets and computers for speed, forms and accessibility.',
  },
  {
    step: 4,
    title: 'Launch & Optimisation',
    description:
      'We put your site live, connect it to Google and keep improving it based on the calls and enquiries it brings in.',
  },
]

/** The four-step process of the portfolio page. */
export const PORTFOLIO_PROCESS: readonly ProcessStep[] = [
  {
    step: 1,
    title: 'Discovery',
    description: 'We get to know your business, your customers and the work you want to win.',
  },
  {
    step: 2,
    title: 'Strategy',
    description: 'We plan the website, search and advertising that will reach those customers.',
  },
  {
    step: 3,
    title: 'Implementation',
    description: 'We build, write and launch everything, keeping you updated at each stage.',
  },
  {
    step: 4,
    title: 'Results',
    description: 'We measure the calls, enquiries and rankings, and report them to you monthly.',
  },
]
