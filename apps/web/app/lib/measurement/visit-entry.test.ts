import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

// The entry is a module's variable: a fresh module is a fresh document.
const freshModule = async () => {
  vi.resetModules()
  return import('./visit-entry')
}

let referrer = ''
beforeEach(() => {
  vi.spyOn(document, 'referrer', 'get').mockImplementation(() => referrer)
})
afterEach(() => {
  referrer = ''
})

describe('the visit entry', () => {
  it('is the first page of a visit from another site or none, kept across navigations', async () => {
    const { noteVisitEntry, visitEntry } = await freshModule()
    referrer = 'https://www.google.com/'
    window.history.replaceState(null, '', '/website-design?utm_campaign=spring')
    noteVisitEntry()
    window.history.pushState(null, '', '/contact')
    noteVisitEntry()
    expect(visitEntry()).toEqual({ path: '/website-design', search: '?utm_campaign=spring' })
  })

  it('is none for a document opened from one of the site’s own pages', async () => {
    const { noteVisitEntry, visitEntry } = await freshModule()
    referrer = `${location.origin}/crm`
    window.history.replaceState(null, '', '/contact?utm_campaign=spring')
    noteVisitEntry()
    expect(visitEntry()).toBeUndefined()
  })

  it('keeps nothing in cookies or storage', async () => {
    const { noteVisitEntry } = await freshModule()
    window.history.replaceState(null, '', '/?utm_source=newsletter')
    noteVisitEntry()
    expect(document.cookie).toBe('')
    expect(localStorage.length + sessionStorage.length).toBe(0)
  })
})
