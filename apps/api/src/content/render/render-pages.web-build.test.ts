import { existsSync, readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { INSIGHT_ARTICLES, type InsightArticle, PROJECTS, SEED_CONTENT } from '@hard-hat/content'
import { beforeAll, describe, expect, it } from 'vitest'
import { contentPaths, publishContent } from './publish-content.js'
import { renderOfferPages } from './render-offer-pages.js'
import { renderPages } from './render-pages.js'
import { ServedSnapshot } from './served-snapshot.js'

// Against the web build (`test:web-build` builds it first): the server bundle renders a page at run
// time exactly as the build prerendered it, hydration deferred (app/entry.server.tsx) included.
const WEB_BUILD = fileURLToPath(new URL('../../../../web/build', import.meta.url))
const SERVER_BUILD = join(WEB_BUILD, 'server/index.js')
const CLIENT_BUILD = join(WEB_BUILD, 'client')

const BUILT_CONTENT = SEED_CONTENT

const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, json]) =>
    JSON.parse(json ?? ''),
  )
const mainOf = (html: string) => /<main\b[\s\S]*<\/main>/.exec(html)?.[0]
const builtFile = (file: string) => readFileSync(join(CLIENT_BUILD, file), 'utf8')

const article = INSIGHT_ARTICLES[1] as InsightArticle
const project = PROJECTS[2] as (typeof PROJECTS)[number]
const published: InsightArticle = {
  ...article,
  id: 999,
  slug: 'published-after-the-build',
  title: 'Published After The Build',
  excerpt: 'An article the store published when no web build knew it.',
  content:
    '## Written Later\n\nIts body, <script>alert(1)</script> with a [link](javascript:alert(1)).',
}

describe('renderPages with the web build’s server bundle', () => {
  beforeAll(() => {
    if (!existsSync(SERVER_BUILD))
      throw new Error(
        `${SERVER_BUILD} is missing: build @hard-hat/web first (pnpm test:web-build does)`,
      )
  })

  it('renders an article byte for byte as the build prerendered it: head, JSON-LD, main, deferred hydration and route data', async () => {
    const path = `/insights/${article.slug}`
    const [page] = await renderPages(SERVER_BUILD, [path], BUILT_CONTENT)
    const built = builtFile(`insights/${article.slug}/index.html`)
    expect(page?.status).toBe(200)
    expect(page?.dataStatus).toBe(200)
    expect(page?.html).toBe(built)
    // The parts the twin is judged by, named (the whole document is equal above).
    expect(page?.html).not.toContain('<link rel="modulepreload"')
    expect(jsonLdOf(page?.html ?? '')).toEqual(jsonLdOf(built))
    expect(jsonLdOf(built).map((item) => item['@type'])).toEqual(['Article', 'BreadcrumbList'])
    expect(mainOf(page?.html ?? '')).toBe(mainOf(built))
    expect(page?.data).toBe(builtFile(`insights/${article.slug}.data`))
  })

  it('renders a case study, the two lists and the HTML sitemap as the build did', async () => {
    const paths = [`/portfolio/${project.slug}`, '/portfolio', '/insights', '/sitemap']
    const pages = await renderPages(SERVER_BUILD, paths, BUILT_CONTENT)
    for (const [index, page] of pages.entries()) {
      const path = paths[index] as string
      expect(page.status, path).toBe(200)
      expect(page.html, path).toBe(builtFile(`${path.slice(1)}/index.html`))
      expect(page.data, path).toBe(builtFile(`${path.slice(1)}.data`))
    }
  })

  it('renders the pages with an FAQ or testimonials as the build did', async () => {
    const paths = ['/', '/crm', '/contact', '/packages/momentum', '/services/website-design']
    const pages = await renderPages(SERVER_BUILD, paths, BUILT_CONTENT)
    for (const [index, page] of pages.entries()) {
      const path = paths[index] as string
      const folder = path === '/' ? '' : `${path.slice(1)}/`
      expect(page.status, path).toBe(200)
      expect(page.html, path).toBe(builtFile(`${folder}index.html`))
      expect(page.data, path).toBe(builtFile(path === '/' ? '_root.data' : `${path.slice(1)}.data`))
    }
  })

  it("renders the home page's portfolio teasers from the store's projects: retitled, and one unpublished left out", async () => {
    const teaser = (slug: string) => BUILT_CONTENT.projects.find((item) => item.slug === slug)
    const retitled = teaser('leeds-roofers')
    const unpublished = teaser('glovers-plumbers')
    if (!retitled || !unpublished) throw new Error('the seed has lost a home page teaser')
    const content = {
      ...BUILT_CONTENT,
      projects: BUILT_CONTENT.projects
        .filter((item) => item !== unpublished)
        .map((item) =>
          item === retitled ? { ...item, title: 'Roofing Retitled In The Store' } : item,
        ),
    }
    const [home] = await renderPages(SERVER_BUILD, ['/'], content)
    expect(home?.status).toBe(200)
    const portfolio = /<section[^>]*id="portfolio"[\s\S]*?<\/section>/.exec(home?.html ?? '')?.[0]
    expect(portfolio).toContain('Roofing Retitled In The Store')
    expect(portfolio).not.toContain(`>${retitled.title}<`)
    expect(portfolio).not.toContain(unpublished.title)
    // The third as it was, its title as HTML writes it ("&" as "&amp;").
    expect(portfolio).toContain(teaser('essex-heating-plumbing')?.title.replaceAll('&', '&amp;'))
    // The route data a client-side navigation reads carries the same teasers.
    expect(home?.data).toContain('Roofing Retitled In The Store')
    expect(home?.data).not.toContain(unpublished.title)
  })

  it('renders the limited offer page in both states as the build’s offer-states pass did', async () => {
    const paths = ['/special-offer-495', '/special-one-page-offer']
    const offers = await renderOfferPages(SERVER_BUILD, paths, BUILT_CONTENT)
    expect(offers.map((offer) => offer.path)).toEqual(paths)
    for (const { path, states } of offers) {
      for (const state of ['running', 'ended'] as const) {
        expect(states[state].html, `${path} ${state}`).toBe(
          builtFile(`_offer-states${path}/${state}.html`),
        )
        expect(states[state].data, `${path} ${state}`).toBe(
          builtFile(`_offer-states${path}/${state}.data`),
        )
      }
    }
  })

  it('renders an FAQ answer and a testimonial of the store, in the page, its FAQPage JSON-LD and its data', async () => {
    const [first, ...rest] = SEED_CONTENT.faqs.contact
    const [quote, ...others] = SEED_CONTENT.testimonials.crm
    const answer = 'An answer the store published after the build.'
    const words = 'A testimonial the store published after the build.'
    const content = {
      ...BUILT_CONTENT,
      faqs: {
        ...BUILT_CONTENT.faqs,
        contact: [{ question: first?.question ?? '', answer }, ...rest],
      },
      testimonials: {
        ...BUILT_CONTENT.testimonials,
        crm: [{ ...(quote as NonNullable<typeof quote>), text: words }, ...others],
      },
    }
    const [contact, crm] = await renderPages(SERVER_BUILD, ['/contact', '/crm'], content)
    expect(contact?.status).toBe(200)
    expect(mainOf(contact?.html ?? '')).toContain(answer)
    expect(mainOf(contact?.html ?? '')).not.toContain(first?.answer)
    const faqPage = jsonLdOf(contact?.html ?? '').find((item) => item['@type'] === 'FAQPage')
    expect(faqPage?.mainEntity?.[0]?.acceptedAnswer?.text).toBe(answer)
    expect(contact?.data).toContain(answer)
    expect(mainOf(crm?.html ?? '')).toContain(words)
    expect(crm?.data).toContain(words)
  })

  it('renders an article the build never saw, in its page and in the list, sanitised', async () => {
    const content = { ...BUILT_CONTENT, articles: [published, ...INSIGHT_ARTICLES] }
    const [page, list] = await renderPages(
      SERVER_BUILD,
      [`/insights/${published.slug}`, '/insights'],
      content,
    )
    expect(page?.status).toBe(200)
    expect(page?.html).toContain('<title>Published After The Build | Hard Hat Websites</title>')
    expect(page?.html).toContain(
      `<link rel="canonical" href="https://www.hardhatwebsites.example/insights/${published.slug}"/>`,
    )
    expect(jsonLdOf(page?.html ?? '')[0]).toMatchObject({
      '@type': 'Article',
      headline: published.title,
    })
    expect(mainOf(page?.html ?? '')).toContain('<h2>Written Later</h2>')
    // Markdown is sanitised on the server: nothing an editor writes runs as script.
    expect(mainOf(page?.html ?? '')).not.toMatch(/<script|javascript:/)
    expect(page?.data).toContain(published.title)
    expect(list?.html).toContain(`href="/insights/${published.slug}"`)
    expect(list?.data).toContain(published.slug)
  })

  it('answers 404 for an article the content no longer has, and leaves it out of the list', async () => {
    const content = {
      ...BUILT_CONTENT,
      articles: INSIGHT_ARTICLES.filter((each) => each.slug !== article.slug),
    }
    const [page, list] = await renderPages(
      SERVER_BUILD,
      [`/insights/${article.slug}`, '/insights'],
      content,
    )
    expect(page?.status).toBe(404)
    expect(page?.dataStatus).toBe(404)
    expect(page?.html).toContain('Article Not Found')
    expect(list?.status).toBe(200)
    expect(list?.html).not.toContain(`/insights/${article.slug}"`)
  })
})

describe('publishContent', () => {
  it('renders every content page into the snapshot and takes down the item pages the content no longer has', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'hard-hat-publish-'))
    try {
      const snapshot = new ServedSnapshot(join(folder, 'pages'))
      const content = {
        ...BUILT_CONTENT,
        articles: [published, ...INSIGHT_ARTICLES.filter((each) => each.slug !== article.slug)],
      }
      const publication = await publishContent(
        { serverBuildPath: SERVER_BUILD, clientDir: CLIENT_BUILD, snapshot },
        content,
      )
      expect(publication.rendered).toEqual(contentPaths(content))
      expect(publication.rendered).toContain(`/insights/${published.slug}`)
      expect(publication.removed).toEqual([`/insights/${article.slug}`])
      expect(snapshot.isGone(`/insights/${article.slug}`)).toBe(true)
      const written = (file: string) => readFileSync(join(snapshot.root, file), 'utf8')
      expect(written(`insights/${published.slug}/index.html`)).toContain(published.title)
      expect(written(`insights/${published.slug}.data`)).toContain(published.title)
      expect(written('sitemap/index.html')).toContain(`href="/insights/${published.slug}"`)
      expect(written('sitemap/index.html')).not.toContain(`href="/insights/${article.slug}"`)
      // A page the build already serves as rendered now gets no copy.
      expect(existsSync(join(snapshot.root, `portfolio/${project.slug}/index.html`))).toBe(false)
      expect(existsSync(join(snapshot.root, 'insights/index.html'))).toBe(true)
    } finally {
      await rm(folder, { recursive: true, force: true })
    }
  })
})
