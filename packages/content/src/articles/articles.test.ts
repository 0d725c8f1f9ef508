import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { assetPath } from '../images'
import { formatDisplayDate, INSIGHT_CATEGORIES, INSIGHT_CATEGORY_IDS } from './article'
import { articleBody } from './article-body'
import { getArticleSummaryBySlug, INSIGHT_ARTICLE_SUMMARIES } from './article-list'
import { getArticleBySlug, INSIGHT_ARTICLES } from './articles'

function countWords(markdown: string): number {
  const text = markdown.replace(/\]\([^)]*\)/g, ']').replace(/[#*_[\]>`-]/g, ' ')
  return text.split(/\s+/).filter((token) => /[A-Za-z0-9]/.test(token)).length
}

describe('insight articles', () => {
  it('has ten articles with unique ids and slugs', () => {
    expect(INSIGHT_ARTICLES).toHaveLength(10)
    expect(new Set(INSIGHT_ARTICLES.map((article) => article.id)).size).toBe(10)
    expect(new Set(INSIGHT_ARTICLES.map((article) => article.slug)).size).toBe(10)
  })

  it.each(INSIGHT_ARTICLES.map((article) => [article.slug, article] as const))(
    'gives %s a real body of at least 400 words',
    (_slug, article) => {
      expect(article.content).toBeDefined()
      expect(countWords(article.content ?? '')).toBeGreaterThanOrEqual(400)
    },
  )

  it('uses headings, bold text, lists and internal links in every body', () => {
    for (const article of INSIGHT_ARTICLES) {
      const body = article.content ?? ''
      expect(body, article.slug).toMatch(/^## /m)
      expect(body, article.slug).toMatch(/\*\*[^*]+\*\*/)
      expect(body, article.slug).toMatch(/^(- |\d+\. )/m)
      expect(body, article.slug).toMatch(/\]\(\/[a-z]/)
    }
  })

  it('links only to articles that exist', () => {
    for (const article of INSIGHT_ARTICLES) {
      for (const match of (article.content ?? '').matchAll(/\]\(\/insights\/([^)]+)\)/g)) {
        expect(getArticleBySlug(match[1] ?? ''), `${article.slug} → ${match[1]}`).toBeDefined()
      }
    }
  })

  it('spreads the articles across all six categories', () => {
    const used = new Set(INSIGHT_ARTICLES.map((article) => article.category))
    expect([...used].sort()).toEqual([...INSIGHT_CATEGORY_IDS].sort())
  })

  it('keeps reading times between 5 and 10 minutes and dates in 2024–2025', () => {
    for (const article of INSIGHT_ARTICLES) {
      expect(article.readTime).toBeGreaterThanOrEqual(5)
      expect(article.readTime).toBeLessThanOrEqual(10)
      expect(article.dateIso).toMatch(/^202[45]-\d\d-\d\d$/)
    }
  })

  it('shows the date in British form derived from the ISO date', () => {
    expect(getArticleBySlug('google-business-profile-for-roofers')?.date).toBe('11 February 2025')
    expect(getArticleBySlug('social-media-for-electricians')?.date).toBe('17 September 2024')
  })

  it('writes every day of a year as Intl writes en-GB long dates', () => {
    const intl = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    })
    for (let day = 0; day < 366; day += 1) {
      const iso = new Date(Date.UTC(2024, 0, 1 + day)).toISOString().slice(0, 10)
      expect(formatDisplayDate(iso)).toBe(intl.format(new Date(`${iso}T00:00:00Z`)))
    }
  })

  it('lists articles newest first', () => {
    const dates = INSIGHT_ARTICLES.map((article) => article.dateIso)
    expect(dates).toEqual([...dates].sort().reverse())
  })

  it('points every featured image at its own illustration with a text alternative', () => {
    for (const article of INSIGHT_ARTICLES) {
      expect(article.featuredImage.src).toBe(`/images/articles/${article.slug}.svg`)
      expect(article.featuredImage.alt.length).toBeGreaterThan(10)
    }
  })

  it('ships each illustration as a small SVG drawn at the size the data states', () => {
    for (const article of INSIGHT_ARTICLES) {
      const file = join(import.meta.dirname, '../..', assetPath(article.featuredImage))
      expect(statSync(file).size, file).toBeLessThan(4096)
      const svg = readFileSync(file, 'utf8')
      const { width, height } = article.featuredImage
      expect(svg, file).toContain(`viewBox="0 0 ${width} ${height}"`)
      expect(svg, file).toContain('role="img"')
    }
  })

  it('labels the filters with the spec’s seven category names', () => {
    expect(INSIGHT_CATEGORIES.map((category) => category.label)).toEqual([
      'All Insights',
      'Website Design',
      'SEO',
      'Advertising',
      'Social Media',
      'Industry News',
      'Case Studies',
    ])
  })
})

describe('getArticleBySlug', () => {
  it('finds an article by slug and returns undefined for an unknown one', () => {
    expect(getArticleBySlug('local-seo-for-plumbers')?.category).toBe('seo')
    expect(getArticleBySlug('no-such-article')).toBeUndefined()
  })
})

describe('articleBody', () => {
  it('returns the article’s own content when it has some', () => {
    const article = INSIGHT_ARTICLES[0]
    if (!article) throw new Error('no article')
    expect(articleBody(article)).toBe(article.content)
  })

  it('builds a generic body from the article’s details when content is absent', () => {
    const article = INSIGHT_ARTICLES[1]
    if (!article) throw new Error('no article')
    const { content: _content, ...withoutContent } = article
    const body = articleBody(withoutContent)
    expect(body).toContain(article.title)
    expect(body).toContain(article.date)
    expect(body).toContain(`${article.readTime} min read`)
    expect(body).toContain(article.author.name)
    expect(body).toContain(article.excerpt)
    expect(body).toContain('## Key Points')
    expect(body).toContain('## Getting Started')
  })
})

describe('INSIGHT_ARTICLE_SUMMARIES', () => {
  it('are the articles without their bodies, in the same order', () => {
    expect(INSIGHT_ARTICLE_SUMMARIES.map((summary) => summary.slug)).toEqual(
      INSIGHT_ARTICLES.map((article) => article.slug),
    )
    for (const summary of INSIGHT_ARTICLE_SUMMARIES) {
      expect(summary).not.toHaveProperty('content')
      const { content: _body, ...rest } = getArticleBySlug(summary.slug) ?? {}
      expect(rest).toEqual(summary)
    }
    expect(getArticleSummaryBySlug('local-seo-for-plumbers')?.title).toBe(
      getArticleBySlug('local-seo-for-plumbers')?.title,
    )
    expect(getArticleSummaryBySlug('no-such-article')).toBeUndefined()
  })
})
