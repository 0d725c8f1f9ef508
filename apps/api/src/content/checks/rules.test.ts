import {
  FAQ_PAGES,
  INSIGHT_ARTICLES,
  type InsightArticle,
  PROJECTS,
  SEED_CONTENT,
  SITE,
  TESTIMONIAL_PLACES,
} from '@hard-hat/content'
import { describe, expect, it } from 'vitest'
import { checkedFields } from './fields.js'
import {
  headingProblems,
  internalLinks,
  lengthProblems,
  linkProblems,
  photoProblems,
  pricingProblems,
  sitePathOf,
} from './rules.js'

const seedArticle = INSIGHT_ARTICLES[0] as InsightArticle
const article = (change: Partial<InsightArticle>) =>
  checkedFields('article', { ...seedArticle, ...change })
const project = PROJECTS[0] as (typeof PROJECTS)[number]

describe('the checks before publishing', () => {
  it('finds a photo without alternative text, the item’s own or one in the body', () => {
    expect(photoProblems(article({}))).toEqual([])
    const problems = photoProblems(
      article({
        featuredImage: { ...seedArticle.featuredImage, alt: '  ' },
        content: 'Text.\n\n![A roof in Leeds](/images/a.jpg)\n\n![](/images/b.jpg "A title")',
      }),
    )
    expect(problems.map((problem) => problem.field)).toEqual(['featuredImage.alt', 'content'])
    expect(problems[1]?.message).toContain('/images/b.jpg')
    expect(
      photoProblems(checkedFields('project', { ...project, image: { ...project.image, alt: '' } })),
    ).toEqual([{ field: 'image.alt', message: expect.stringContaining('no alternative text') }])
  })

  it('finds a case study’s further photo without alternative text, under its own field', () => {
    const photo = (alt: string) => ({ ...project.image, alt })
    const gallery = [photo('The ridge tiles'), photo(' '), photo('The gutter')]
    expect(photoProblems(checkedFields('project', { ...project, gallery }))).toEqual([
      {
        field: 'gallery.1.alt',
        message:
          'The further photo 3 has no alternative text: describe it for people who cannot see it',
      },
    ])
    expect(photoProblems(checkedFields('project', { ...project, gallery: [] }))).toEqual([])
  })

  it('finds a title over 60 and a description over 160 characters, at 61 and 161', () => {
    expect(lengthProblems(article({ title: 'x'.repeat(60), excerpt: 'y'.repeat(160) }))).toEqual([])
    expect(lengthProblems(article({ title: 'x'.repeat(61), excerpt: 'y'.repeat(161) }))).toEqual([
      {
        field: 'title',
        message:
          'The title is 61 characters: search results cut it after 60, so keep it to 60 or fewer',
      },
      {
        field: 'excerpt',
        message:
          'The description is 161 characters: search results cut it after 160, so keep it to 160 or fewer',
      },
    ])
    expect(
      lengthProblems(checkedFields('project', { ...project, description: 'z'.repeat(161) })).map(
        (problem) => problem.field,
      ),
    ).toEqual(['description'])
  })

  it('finds prices under the field they are in', () => {
    const fields = checkedFields('faq', {
      question: 'What does it cost?',
      answer: 'It costs £1,234.',
      page: 'crm',
      order: 0,
    })
    expect(pricingProblems(fields)).toEqual([
      { field: 'answer', message: expect.stringContaining('£1,234 is not a price') },
    ])
  })

  it('passes the prices of every seed item: the site’s own texts quote the catalogue as it is', () => {
    const fields = [
      ...SEED_CONTENT.articles.map((article) => checkedFields('article', article)),
      ...SEED_CONTENT.projects.map((each) => checkedFields('project', each)),
      ...FAQ_PAGES.flatMap((page) =>
        SEED_CONTENT.faqs[page].map((faq) => checkedFields('faq', { ...faq, page, order: 0 })),
      ),
      ...TESTIMONIAL_PLACES.flatMap((place) =>
        SEED_CONTENT.testimonials[place].map((testimonial) =>
          checkedFields('testimonial', { ...testimonial, place, order: 0 }),
        ),
      ),
    ]
    // The FAQs quote prices (from @hard-hat/pricing when the seed was written): some to check.
    const amounts =
      fields
        .flatMap((each) => each.texts.map((text) => text.text))
        .join('\n')
        .match(/£/g) ?? []
    expect(amounts.length).toBeGreaterThan(20)
    expect(fields.flatMap(pricingProblems)).toEqual([])
  })

  it('reads the site’s own links from Markdown, autolinks and HTML, and leaves other sites’', () => {
    const links = internalLinks(
      article({
        content: [
          '[Contact us](/contact?from=article#form) and [our work](/portfolio/ "Our work").',
          `An <${SITE.origin}/crm> and [Google](https://www.google.com) and [x](//cdn.example/x).`,
          '<a href="/insights/nowhere">old</a> ![A roof](/media/0123/640.jpg)',
        ].join('\n'),
      }),
    )
    expect(links.map((link) => link.path)).toEqual([
      '/contact',
      '/portfolio',
      '/crm',
      '/insights/nowhere',
      '/media/0123/640.jpg',
    ])
    expect(sitePathOf(SITE.origin)).toBe('/')
    expect(sitePathOf('mailto:office@example.com')).toBeUndefined()
  })

  it('names each link that leads nowhere, under its field', async () => {
    const fields = article({ content: '[a](/contact) [b](/nowhere) [c](/insights/gone)' })
    const problems = await linkProblems(fields, async (path) => path === '/contact')
    expect(problems).toEqual([
      {
        field: 'content',
        message: 'The link to /nowhere leads nowhere: there is no page or file there on the site',
      },
      {
        field: 'content',
        message:
          'The link to /insights/gone leads nowhere: there is no page or file there on the site',
      },
    ])
  })

  it('finds a heading level skipped in the main content, and lets headings go back up', () => {
    const page = (main: string) =>
      `<html><body><header><h4>Menu</h4></header><main>${main}</main><footer><h5>x</h5></footer></body></html>`
    expect(
      headingProblems(page('<h1>T</h1><h2>A</h2><h3>B</h3><h2>C</h2><h3>D</h3>'), 'content'),
    ).toEqual([])
    expect(
      headingProblems(
        page('<h1>T</h1><h2 id="a">A</h2><h4>Costs <em>now</em></h4><h2>C</h2>'),
        'content',
      ),
    ).toEqual([
      {
        field: 'content',
        message:
          'The heading “Costs now” is a level 4 heading straight after a level 2: make it level 3 (### in Markdown)',
      },
    ])
    expect(headingProblems('<p>no main</p>', 'content')).toEqual([])
  })
})
