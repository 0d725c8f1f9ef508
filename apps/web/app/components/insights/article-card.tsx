import { getInsightCategory, INSIGHTS_PAGE, type InsightArticleSummary } from '@hard-hat/content'
import { Link } from 'react-router'
import { ProjectImage } from '../shared/project-image'
import { CategoryBadge } from './category-badge'

/** An article in the insights grid: image, category, title, excerpt, date and reading time. */
export function ArticleCard({ article }: { article: InsightArticleSummary }) {
  const category = getInsightCategory(article.category)
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-brand-border bg-brand-paper shadow-sm">
      <ProjectImage image={article.featuredImage} title={article.title} />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <CategoryBadge category={category} />
        <h3 className="font-bold text-xl">
          <Link to={`/insights/${article.slug}`} className="hover:underline">
            {article.title}
          </Link>
        </h3>
        <p className="flex-1 text-brand-muted">{article.excerpt}</p>
        <p className="text-brand-muted text-sm">
          {article.date} · {INSIGHTS_PAGE.card.readTime(article.readTime)}
        </p>
        <Link
          to={`/insights/${article.slug}`}
          className="font-semibold text-brand-accent-text underline underline-offset-4"
        >
          {INSIGHTS_PAGE.card.readMore}
          <span className="sr-only">: {article.title}</span>
        </Link>
      </div>
    </li>
  )
}
