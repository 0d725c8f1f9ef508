import { describe, expect, it } from 'vitest'
import { caseStudyStory } from './case-study'
import { PORTFOLIO_CATEGORIES, PROJECT_CATEGORY_IDS } from './categories'
import { excerpt, otherProjects, projectPath, projectsInFilter } from './project-helpers'
import { filterProjects, getProjectBySlug, moreProjects, PROJECTS, type Project } from './projects'

describe('PROJECTS', () => {
  it('holds the nine projects of spec 001 with ids 1 to 9 and their slugs in order', () => {
    expect(PROJECTS.map((project) => project.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(PROJECTS.slice(0, 8).map((project) => project.slug)).toEqual([
      'den-architecture',
      'leeds-roofers',
      'chartford-homes',
      'paye-stonework',
      'glovers-plumbers',
      'everheat',
      'map-electrical',
      'essex-heating-plumbing',
    ])
    expect(new Set(PROJECTS.map((project) => project.slug)).size).toBe(9)
  })

  it('gives projects 1–3 websites, 4–7 websites and SEO, 8–9 websites and advertising', () => {
    const byId = (id: number) => PROJECTS.find((project) => project.id === id)?.category
    for (const id of [1, 2, 3]) expect(byId(id)).toEqual(['websites'])
    for (const id of [4, 5, 6, 7]) expect(byId(id)).toEqual(['websites', 'seo'])
    for (const id of [8, 9]) expect(byId(id)).toEqual(['websites', 'advertising'])
  })

  it('marks every testimonial author as a sample person', () => {
    const withTestimonial = PROJECTS.filter((project) => project.testimonial)
    expect(withTestimonial.length).toBeGreaterThanOrEqual(3)
    for (const project of withTestimonial) expect(project.testimonial?.author).toMatch(/sample/i)
  })
})

describe('portfolio filter', () => {
  it('offers All Projects, Websites, SEO and Advertising', () => {
    expect(PORTFOLIO_CATEGORIES.map((category) => category.label)).toEqual([
      'All Projects',
      'Websites',
      'SEO',
      'Advertising',
    ])
  })

  it('shows only projects whose category list includes the chosen category', () => {
    expect(filterProjects('all')).toHaveLength(9)
    expect(filterProjects('websites')).toHaveLength(9)
    expect(filterProjects('seo').map((project) => project.id)).toEqual([4, 5, 6, 7])
    expect(filterProjects('advertising').map((project) => project.id)).toEqual([8, 9])
    expect(filterProjects('social-media')).toEqual([])
  })
})

describe('case studies', () => {
  it('finds a project by slug and nothing for an unknown slug', () => {
    expect(getProjectBySlug('everheat')?.id).toBe(6)
    expect(getProjectBySlug('6')).toBeUndefined()
  })

  it('links More Projects by slug to the first three other projects', () => {
    const first = PROJECTS[0]
    const fifth = PROJECTS[4]
    if (!first || !fifth) throw new Error('fixture missing')
    expect(moreProjects(first).map((project) => project.id)).toEqual([2, 3, 4])
    expect(moreProjects(fifth).map((project) => project.id)).toEqual([1, 2, 3])
    expect(moreProjects(first).map(projectPath)).toEqual([
      '/portfolio/leeds-roofers',
      '/portfolio/chartford-homes',
      '/portfolio/paye-stonework',
    ])
  })

  it('tells the advertising story for an advertising project and lists every deliverable', () => {
    const project = getProjectBySlug('essex-heating-plumbing')
    if (!project) throw new Error('fixture missing')
    const story = caseStudyStory(project)
    expect(story.solution).toMatch(/ad campaigns/)
    expect(story.deliverables).toContain('Custom mobile-first website design')
    expect(story.deliverables).toContain('Google Ads campaign set-up and management')
    expect(story.deliverables).not.toContain('Local keyword research')
  })

  it('tells a different story for each category', () => {
    const stories = [1, 4, 8].map((id) => {
      const project = PROJECTS.find((candidate) => candidate.id === id)
      if (!project) throw new Error('fixture missing')
      return caseStudyStory(project).challenge
    })
    expect(new Set(stories).size).toBe(3)
  })
})

describe('excerpt', () => {
  it('keeps text of 100 characters or fewer unchanged', () => {
    const text = 'x'.repeat(100)
    expect(excerpt(text, 100)).toBe(text)
  })

  it('cuts longer text at a word within the limit and adds an ellipsis', () => {
    for (const project of PROJECTS) {
      const short = excerpt(project.description, 100)
      expect(short.length).toBeLessThanOrEqual(100)
      expect(short.endsWith('…')).toBe(true)
      expect(project.description.startsWith(short.slice(0, -1))).toBe(true)
    }
  })
})

describe('the project rules as functions of a list', () => {
  it('filter and pick other projects of any list the way they do for PROJECTS', () => {
    for (const filter of ['all', ...PROJECT_CATEGORY_IDS] as const) {
      expect(projectsInFilter(PROJECTS, filter)).toEqual(filterProjects(filter))
    }
    const [first, second] = PROJECTS
    expect(projectsInFilter([first, second] as Project[], 'advertising')).toEqual(
      [first, second].filter((project) => project?.category.includes('advertising')),
    )
    for (const project of PROJECTS)
      expect(otherProjects(PROJECTS, project)).toEqual(moreProjects(project))
    expect(otherProjects([first] as Project[], first as Project)).toEqual([])
  })
})
