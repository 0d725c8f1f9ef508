import { findRoute, ROUTES } from '@hard-hat/content'
import { describe, expect, it } from 'vitest'
import { APP_PAGE_IDS, APP_PATHS, NOT_FOUND_PATH, PRERENDER_PATHS } from './route-paths'
import routes from './routes'

const declaredPaths = routes.map((route) => (route.index ? '/' : `/${route.path ?? ''}`))

describe('the app routes', () => {
  it('declares every path of the first document in the content route table', () => {
    expect(APP_PATHS).toEqual(
      expect.arrayContaining([
        '/',
        '/website-design',
        '/services/website-design',
        '/boutique-pricing',
        '/one-page-website',
        '/special-offer-495',
        '/special-one-page-offer',
        '/free-website',
      ]),
    )
    for (const path of APP_PATHS) expect(declaredPaths).toContain(findRoute(path)?.path)
  })

  it('declares only paths the content route table knows, plus the catch-all', () => {
    for (const path of declaredPaths.filter((path) => path !== '/*')) {
      expect(findRoute(path), path).toBeDefined()
    }
    expect(declaredPaths).toContain('/*')
  })

  it('covers every canonical page of its page ids', () => {
    const pages = ROUTES.filter(
      (route) =>
        (APP_PAGE_IDS as readonly string[]).includes(route.pageId) &&
        (route.kind === 'page' || route.kind === 'dynamic'),
    )
    expect(pages).toHaveLength(APP_PAGE_IDS.length)
  })

  it('declares every screen of the content route table, slug pages included', () => {
    const screens = ROUTES.filter((route) => route.kind === 'page' || route.kind === 'dynamic')
    for (const route of screens) expect(declaredPaths, route.path).toContain(route.path)
    expect(APP_PATHS).toEqual(
      expect.arrayContaining(['/portfolio/leeds-roofers', '/insights/local-seo-for-plumbers']),
    )
  })

  it('prerenders every page, the /projects redirect and the 404 page', () => {
    expect(PRERENDER_PATHS).toEqual(
      expect.arrayContaining([...APP_PATHS, '/projects', NOT_FOUND_PATH]),
    )
    expect(findRoute('/projects')?.redirectTo).toBe('/portfolio')
  })
})
