import type { InsightArticle } from './article'

/**
 * The markdown body of an article: its own content, or, when it has none, a generic body built from its
 * title, date, reading time, author and excerpt plus fixed Key Points and Getting Started text.
 * @example articleBody(getArticleBySlug('local-seo-for-plumbers')!)
 */
export function articleBody(article: InsightArticle): string {
  if (article.content !== undefined && article.content.trim() !== '') return article.content
  return genericArticleBody(article)
}

function genericArticleBody(article: InsightArticle): string {
  return `## ${article.title}

*Published ${article.date} · ${article.readTime} min read · By ${article.author.name}, ${article.author.role}*

${article.excerpt}

## Key Points

- **Know your customer.** Trade customers want to know what you do, where you work and whether they can trust you.
- **Make contact easy.** A tap-to-call number and a short enquiry form on every page turn visitors into enquiries.
- **Show your work.** Real photos of your own jobs and genuine reviews build more trust than any slogan.
- **Measure what matters.** Judge every change by the enquiries and jobs it brings in, not by clicks alone.

## Getting Started

Start with the basics: a fast, mobile-friendly website, a complete Google Business Profile and a simple routine for asking for reviews. Then build on what works.

If you would like help, [get in touch](/contact) for a free, no-obligation chat about your business, or see what we have built for other trades in [our portfolio](/portfolio).
`
}
