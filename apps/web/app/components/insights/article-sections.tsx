import { ARTICLE_PAGE, getInsightCategory, type InsightArticleSummary } from '@hard-hat/content'
import { LinkButton } from '@hard-hat/ui'
import { Link } from 'react-router'
import { IMAGE_SIZES, ProjectImage } from '../shared/project-image'
import { CategoryBadge } from './category-badge'

/** Breadcrumb, category, title, author, date and reading time of an article. */
export function ArticleHeader({ article }: { article: InsightArticleSummary }) {
  const { breadcrumb } = ARTICLE_PAGE
  return (
    <header className="bg-brand-ink text-brand-paper">
      <div className="mx-auto max-w-3xl px-4 py-12 md:py-16">
        <nav aria-label="Breadcrumb">
          <ol className="flex flex-wrap gap-2 text-brand-muted-inverse text-sm">
            <li>
              <Link to="/" className="underline">
                {breadcrumb.home}
              </Link>
              <span aria-hidden="true"> /</span>
            </li>
            <li>
              <Link to={breadcrumb.insightsHref} className="underline">
                {breadcrumb.insights}
              </Link>
              <span aria-hidden="true"> /</span>
            </li>
            <li aria-current="page">{article.title}</li>
          </ol>
        </nav>
        <CategoryBadge category={getInsightCategory(article.category)} className="mt-6" />
        <h1 className="mt-4 font-extrabold text-3xl leading-tight md:text-5xl">{article.title}</h1>
        <p className="mt-4 text-brand-muted-inverse text-lg">{article.excerpt}</p>
        <p className="mt-6 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <span>{ARTICLE_PAGE.byline(article.author.name, article.author.role)}</span>
          <span>
            {ARTICLE_PAGE.publishedLabel} <time dateTime={article.dateIso}>{article.date}</time>
          </span>
          <span>{ARTICLE_PAGE.readTime(article.readTime)}</span>
        </p>
      </div>
    </header>
  )
}

/** The featured image and the sanitised body (rendered from markdown at build time). */
export function ArticleBody({ article, html }: { article: InsightArticleSummary; html: string }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <div className="overflow-hidden rounded-xl">
        <ProjectImage
          image={article.featuredImage}
          title={article.title}
          isPriority
          sizes={IMAGE_SIZES.article}
        />
      </div>
      <div
        data-testid="article-body"
        className="mt-10 text-lg leading-relaxed [&_a]:font-semibold [&_a]:text-brand-accent-text [&_a]:underline [&_h2]:mt-10 [&_h2]:font-bold [&_h2]:text-3xl [&_h3]:mt-8 [&_h3]:font-bold [&_h3]:text-2xl [&_li]:mt-2 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6"
        // Sanitised by rehype-sanitize in the loader.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: built from trusted content, sanitised
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </div>
  )
}

/** Tags, the consultation call to action and the Get in Touch link. */
export function ArticleFooter({ article }: { article: InsightArticleSummary }) {
  const { consultation, getInTouch, tagsHeading } = ARTICLE_PAGE
  return (
    <div className="mx-auto max-w-3xl px-4 pb-16">
      <h2 className="font-bold text-xl">{tagsHeading}</h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {article.tags.map((tag) => (
          <li key={tag} className="rounded-full bg-brand-paper-soft px-3 py-1 text-sm">
            {tag}
          </li>
        ))}
      </ul>
      <section
        aria-labelledby="consultation-title"
        className="mt-12 rounded-xl bg-brand-ink p-8 text-center text-brand-paper"
      >
        <h2 id="consultation-title" className="font-extrabold text-2xl">
          {consultation.heading}
        </h2>
        <p className="mt-3 text-brand-muted-inverse">{consultation.text}</p>
        <div className="mt-6 flex flex-col justify-center gap-4 sm:flex-row">
          <LinkButton href={consultation.primaryCta.href}>
            {consultation.primaryCta.label}
          </LinkButton>
          <LinkButton href={consultation.secondaryCta.href} variant="outline">
            {consultation.secondaryCta.label}
          </LinkButton>
        </div>
      </section>
      <p className="mt-8 text-center">
        {getInTouch.text}{' '}
        <Link to={getInTouch.link.href} className="font-semibold text-brand-accent-text underline">
          {getInTouch.link.label}
        </Link>
      </p>
    </div>
  )
}
