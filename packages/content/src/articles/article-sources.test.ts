import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ARTICLE_SOURCES } from './article-sources'
import { INSIGHT_ARTICLES } from './articles'

describe('article sources (the bodiless list)', () => {
  it('lists the same articles as INSIGHT_ARTICLES, in the same order, each with a body', () => {
    expect(ARTICLE_SOURCES.map((source) => [source.slug, source.title, source.excerpt])).toEqual(
      INSIGHT_ARTICLES.map((article) => [article.slug, article.title, article.excerpt]),
    )
    for (const article of INSIGHT_ARTICLES) expect(article.content?.length).toBeGreaterThan(1000)
  })

  it('keeps the article bodies out of the route table, which every page loads', () => {
    const importsOf = (file: string) =>
      [
        ...readFileSync(join(import.meta.dirname, '..', file), 'utf8').matchAll(/from '([^']+)'/g),
      ].map((match) => match[1])
    expect(importsOf('routes.ts')).toContain('./articles/article-sources')
    expect(importsOf('routes.ts')).not.toContain('./articles/articles')
    expect(importsOf('articles/article-sources.ts').join()).not.toMatch(/bodies|\.\/articles$/)
  })
})
