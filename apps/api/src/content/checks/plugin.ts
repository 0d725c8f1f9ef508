import { existsSync } from 'node:fs'
import { ROUTES } from '@hard-hat/content'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { type ContentKind, KINDS } from '../kinds.js'
import { createLiveContent } from '../live.js'
import { PAGE_OF_KIND, pagesShowing } from '../pages-of.js'
import { redirectsOf } from '../publishing.js'
import { renderPreview } from '../render/render-preview.js'
import { createContentStore } from '../store.js'
import { checkedFields } from './fields.js'
import {
  headingProblems,
  lengthProblems,
  linkProblems,
  type PageProblem,
  photoProblems,
  pricingProblems,
} from './rules.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The checks before publishing an item's draft (content/checks, decision 042). */
    contentChecks: {
      /** What to fix before publishing the item's draft; none when all is well (or no such item). */
      problemsOf(kind: ContentKind, id: string): Promise<PageProblem[]>
    }
  }
}

export interface ContentChecksOptions {
  /**
   * The web build's server bundle: the checks of the rendered page (headings) run only when it
   * exists; the others always.
   */
  readonly serverBuildPath?: string | undefined
  readonly now?: (() => number) | undefined
}

/** The paths of the route table that lead somewhere whatever is published (slug pages aside). */
const ROUTE_PATHS: ReadonlySet<string> = new Set(
  ROUTES.filter((route) => route.kind !== 'dynamic').map((route) => route.path),
)

/** Files the site serves from the store or the build, asked of the site itself. */
const SERVED_FILES = /^\/(?:media|images)\//

/**
 * `fastify.contentChecks`: each item's draft checked as it would be published now, against what
 * is live and this draft (links), the store (slugs, photos) and the page rendered by the web
 * build's server bundle when there is one (headings).
 */
export const contentChecksPlugin = fp(
  async (fastify: FastifyInstance, options: ContentChecksOptions) => {
    const now = options.now ?? Date.now
    const store = createContentStore(fastify.store.sql)
    const live = createLiveContent(fastify.store.sql)

    async function problemsOf(kind: ContentKind, id: string): Promise<PageProblem[]> {
      const nowMs = now()
      const item = await store.find(id, nowMs)
      if (!item || item.kind !== kind) return []
      const fields = checkedFields(kind, item.draft)
      const problems = [
        ...photoProblems(fields),
        ...lengthProblems(fields),
        ...pricingProblems(fields),
      ]

      const slug = KINDS[kind].slugOf(item.draft)
      if (slug !== null && (await store.isSlugTaken(kind, slug, id))) {
        const field = kind === 'testimonial' ? 'id' : 'slug'
        problems.push({
          field,
          message: `Another ${kind} has or had the ${field} “${slug}”: choose another`,
        })
      }

      const content = await live.contentWithDraft(nowMs, id)
      const itemPages = new Set([
        ...content.articles.map((article) => `${PAGE_OF_KIND.article}/${article.slug}`),
        ...content.projects.map((project) => `${PAGE_OF_KIND.project}/${project.slug}`),
        ...redirectsOf(await live.oldSlugs(nowMs)).keys(),
      ])
      problems.push(
        ...(await linkProblems(fields, async (path) => {
          if (ROUTE_PATHS.has(path) || itemPages.has(path)) return true
          if (!SERVED_FILES.test(path)) return false
          return (await fastify.inject({ method: 'HEAD', url: path })).statusCode === 200
        })),
      )

      // An article's headings are its writer's (its Markdown body): checked as rendered.
      const bundle = options.serverBuildPath
      if (kind === 'article' && bundle && existsSync(bundle)) {
        const [path] = pagesShowing(kind, item.draft)
        if (path) {
          const page = await renderPreview(bundle, path, content)
          problems.push(...headingProblems(page.html, 'content'))
        }
      }
      return problems
    }

    fastify.decorate('contentChecks', { problemsOf })
  },
  { name: 'content-checks', dependencies: ['store'] },
)
