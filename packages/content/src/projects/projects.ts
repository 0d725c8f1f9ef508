import { imageAsset } from '../images'
import type { ImageAsset } from '../types'
import type { PortfolioFilterId, ProjectCategoryId } from './categories'
import { otherProjects, projectsInFilter } from './project-helpers'

/** A client's words about a project (sample content: the people are fictional). */
export interface ProjectTestimonial {
  readonly quote: string
  readonly author: string
  readonly position: string
}

/** A portfolio project (spec 001 §3). */
export interface Project {
  readonly id: number
  readonly slug: string
  readonly title: string
  readonly clientName: string
  /** Trade and town, for a card's subtitle. */
  readonly location: string
  readonly description: string
  readonly category: readonly ProjectCategoryId[]
  /** The main photo: the case study's first, and its card's. */
  readonly image: ImageAsset
  /** Further photos, shown after the main one (at most MAX_GALLERY_PHOTOS). */
  readonly gallery?: readonly ImageAsset[]
  readonly results: readonly string[]
  readonly testimonial?: ProjectTestimonial
}

function projectImage(slug: string, clientName: string, scene: string) {
  return imageAsset('projects', slug, `Illustration for the ${clientName} project: ${scene}`)
}

/** The nine portfolio projects, in id order. Testimonials are samples with fictional names. */
export const PROJECTS: readonly Project[] = [
  {
    id: 1,
    slug: 'den-architecture',
    title: 'Den Architecture',
    clientName: 'Den Architecture',
    location: 'Architects, York',
    description:
      'A clean, image-led website for an architecture practice, showing finished builds room by room and making it easy for homeowners to book a design consultation.',
    category: ['websites'],
    image: projectImage(
      'den-architecture',
      'Den Architecture',
      'a drawing board with a house plan',
    ),
    results: [
      'Consultation requests doubled in the first three months',
      'Average time on site up from 40 seconds to 2 minutes 30 seconds',
      'Project gallery now the most visited page',
    ],
    testimonial: {
      quote:
        'People arrive already knowing our style. The enquiries we get now are the projects we actually want to take on.',
      author: 'Sam Example (sample)',
      position: 'Director, sample testimonial',
    },
  },
  {
    id: 2,
    slug: 'leeds-roofers',
    title: 'Leeds Roofers',
    clientName: 'Leeds Roofers',
    location: 'Roofing, Leeds',
    description:
      'A fast, mobile-first website for a roofing firm with click-to-call on every page, an emergency repairs section and before-and-after photos of recent jobs.',
    category: ['websites'],
    image: projectImage('leeds-roofers', 'Leeds Roofers', 'a pitched roof with a ladder'),
    results: [
      '45% more phone calls from the website',
      'Pages load in under 2 seconds on a phone',
      'Emergency repair calls now come in out of hours',
    ],
  },
  {
    id: 3,
    slug: 'chartford-homes',
    title: 'Chartford Homes',
    clientName: 'Chartford Homes',
    location: 'Housebuilder, Harrogate',
    description:
      'A website for a small housebuilder presenting each development with plans, specifications and a register-your-interest form for every plot.',
    category: ['websites'],
    image: projectImage('chartford-homes', 'Chartford Homes', 'a row of new-build houses'),
    results: [
      '120 registrations of interest before the first plot launched',
      'Sales team spends less time answering the same questions',
      'A site the team updates themselves',
    ],
    testimonial: {
      quote:
        'Buyers register online before they ever ring us, and they know the plots already. It has changed how we sell.',
      author: 'Alex Sample (sample)',
      position: 'Sales Manager, sample testimonial',
    },
  },
  {
    id: 4,
    slug: 'paye-stonework',
    title: 'Paye Stonework',
    clientName: 'Paye Stonework',
    location: 'Stonemasons, Whitby',
    description:
      'A new website and local SEO campaign for a stonemasonry business, with a page for each service and area so the right customers find them on Google.',
    category: ['websites', 'seo'],
    image: projectImage('paye-stonework', 'Paye Stonework', 'a dry stone wall and a chisel'),
    results: [
      'First page of Google for "stonemason Whitby" within four months',
      'Organic visitors up 180% year on year',
      '3x more enquiries for restoration work',
    ],
  },
  {
    id: 5,
    slug: 'glovers-plumbers',
    title: 'Glovers Plumbers',
    clientName: 'Glovers Plumbers',
    location: 'Plumbing, Scarborough',
    description:
      'A website and SEO programme for a family plumbing firm, with a Google Business Profile overhaul and a steady flow of reviews from happy customers.',
    category: ['websites', 'seo'],
    image: projectImage('glovers-plumbers', 'Glovers Plumbers', 'a pipe run with a wrench'),
    results: [
      'Top three in the local map results for "plumber Scarborough"',
      '68% more enquiries in six months',
      'Reviews up from 12 to 95',
    ],
    testimonial: {
      quote:
        'The phone rings with local jobs now, not just the odd call from miles away. The reviews have made a real difference.',
      author: 'Chris Sample (sample)',
      position: 'Owner, sample testimonial',
    },
  },
  {
    id: 6,
    slug: 'everheat',
    title: 'Everheat',
    clientName: 'Everheat',
    location: 'Heating engineers, Hull',
    description:
      'A website and SEO campaign for a heating engineer focused on boiler installations and heat pumps, with clear service pages and a quick quote form.',
    category: ['websites', 'seo'],
    image: projectImage('everheat', 'Everheat', 'a boiler with a flame'),
    results: [
      'Boiler installation enquiries up 150%',
      'Ranking on the first page for 24 local search terms',
      'Heat pump enquiries from a standing start',
    ],
  },
  {
    id: 7,
    slug: 'map-electrical',
    title: 'MAP Electrical',
    clientName: 'MAP Electrical',
    location: 'Electricians, Bradford',
    description:
      'A website and local SEO for an electrical contractor covering domestic and commercial work, with pages for EV chargers, rewires and inspections.',
    category: ['websites', 'seo'],
    image: projectImage('map-electrical', 'MAP Electrical', 'a consumer unit and a lightning bolt'),
    results: [
      'Commercial enquiries up 90%',
      'EV charger installs booked through the website every week',
      'First page of Google in five neighbouring towns',
    ],
    testimonial: {
      quote:
        'We used to rely on word of mouth. Now the website brings in the bigger commercial jobs we were after.',
      author: 'Jordan Example (sample)',
      position: 'Managing Director, sample testimonial',
    },
  },
  {
    id: 8,
    slug: 'essex-heating-plumbing',
    title: 'Essex Heating & Plumbing',
    clientName: 'Essex Heating & Plumbing',
    location: 'Heating and plumbing, Chelmsford',
    description:
      'A website with Google and Facebook ad campaigns for a heating and plumbing company, sending each ad to a landing page built to turn clicks into calls.',
    category: ['websites', 'advertising'],
    image: projectImage(
      'essex-heating-plumbing',
      'Essex Heating & Plumbing',
      'a radiator and a tap',
    ),
    results: [
      'Cost per lead down 40%',
      '2.4x conversion rate on ad landing pages',
      'Diary booked four weeks ahead through the winter',
    ],
  },
  {
    id: 9,
    slug: 'harrogate-joinery',
    title: 'Harrogate Joinery',
    clientName: 'Harrogate Joinery',
    location: 'Joiners, Harrogate',
    description:
      'A website and Google Ads campaign for a bespoke joinery workshop, showing kitchens, staircases and windows and targeting homeowners in the area.',
    category: ['websites', 'advertising'],
    image: projectImage('harrogate-joinery', 'Harrogate Joinery', 'a saw and timber planks'),
    results: [
      'Bespoke kitchen enquiries up 75%',
      'Return of 5x on advertising spend',
      'Booked up three months in advance',
    ],
    testimonial: {
      quote:
        'The ads bring us homeowners who want proper craftsmanship, and the website shows them exactly what we can do.',
      author: 'Robin Sample (sample)',
      position: 'Founder, sample testimonial',
    },
  },
]

/** Finds a project by its slug, or undefined for an unknown slug. */
export function getProjectBySlug(slug: string): Project | undefined {
  return PROJECTS.find((project) => project.slug === slug)
}

/** The projects a filter shows: all of them, or those whose category list includes it. */
export function filterProjects(filter: PortfolioFilterId): readonly Project[] {
  return projectsInFilter(PROJECTS, filter)
}

/** The More Projects section of a case study: the first three other projects. */
export function moreProjects(project: Project): readonly Project[] {
  return otherProjects(PROJECTS, project)
}
