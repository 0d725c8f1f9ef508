// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { assetsOfPage } from './check-budget'
import { deferHydration } from './defer-hydration'

const PAGE = `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app-1.css"/><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-1.js"/><link rel="modulepreload" href="/assets/root-1.js"/><link rel="modulepreload" href="/assets/home-1.js"/><title>Home</title></head><body><img src="/hero.webp"/><script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-1.js";
import * as route1 from "/assets/home-1.js";
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};
import("/assets/entry.client-1.js");</script></body></html>`

describe('deferHydration', () => {
  const deferred = deferHydration(PAGE)

  it('leaves no module preload in the head to compete with the first paint', () => {
    expect(deferred).not.toMatch(/<link rel="modulepreload"/)
    expect(deferred).toContain('<link rel="stylesheet" href="/assets/app-1.css"/>')
  })

  it('starts the modules only after the load event and a painted frame, then fetches them all at once', () => {
    const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(deferred)?.[1] ?? ''
    const lines = script.split('\n')
    expect(lines[0]).toContain("addEventListener('load'")
    expect(lines[1]).toContain('requestAnimationFrame(() => setTimeout(go))')
    expect(lines[2]).toContain(
      '["/assets/manifest-1.js","/assets/entry.client-1.js","/assets/root-1.js","/assets/home-1.js"]',
    )
    expect(script).not.toMatch(/^import /m)
  })

  it('keeps the imports in their order, so the root runs before the route and the entry last', () => {
    const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(deferred)?.[1] ?? ''
    const order = [...script.matchAll(/import\("([^"]+)"\)/g)].map(([, url]) => url)
    expect(order).toEqual([
      '/assets/manifest-1.js',
      '/assets/root-1.js',
      '/assets/home-1.js',
      '/assets/entry.client-1.js',
    ])
    expect(script).toContain('const route0 = await import("/assets/root-1.js"); await nextTask();')
    expect(script).toContain(
      'window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
    )
  })

  it('still shows the bytes budget every module the page loads', () => {
    expect([...assetsOfPage(deferred).scripts].sort()).toEqual(
      [...assetsOfPage(PAGE).scripts].sort(),
    )
  })

  it('leaves a page without scripts alone and refuses output it does not recognise', () => {
    expect(deferHydration('<html><body>Plain</body></html>')).toBe(
      '<html><body>Plain</body></html>',
    )
    expect(() =>
      deferHydration('<link rel="modulepreload" href="/assets/a.js"/>', 'odd.html'),
    ).toThrow(/odd\.html has 0 hydration scripts/)
  })
})
