import type { Page } from '@playwright/test'

/**
 * Every piece of text on the page that spills out of the box of the element holding it, as
 * "tag.class: text" lines, plus the page itself when it scrolls sideways. Text hidden on purpose
 * (display none, a clipped screen-reader-only label) and text inside a scrolling container's
 * own box (a table that scrolls, a carousel) are not spills.
 */
export function textOverflows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = []
    const root = document.documentElement
    if (root.scrollWidth > root.clientWidth + 1) {
      found.push(`the page scrolls sideways: ${root.scrollWidth} px in ${root.clientWidth} px`)
    }
    const isHiddenOnPurpose = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node)
        if (style.display === 'none' || style.visibility === 'hidden') return true
        if (style.clip !== 'auto' && style.position === 'absolute') return true
        if (style.clipPath !== 'none') return true
        if (node instanceof HTMLElement && node.hidden) return true
      }
      return false
    }
    const range = document.createRange()
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const content = text.textContent?.trim() ?? ''
      const holder = text.parentElement
      if (!content || !holder || holder.closest('script, style, noscript, template')) continue
      const box = holder.getBoundingClientRect()
      if (box.width === 0 && box.height === 0) continue
      // A glyph box may stand a little above and below a tight line height: not a spill.
      const slack = 0.3 * Number.parseFloat(getComputedStyle(holder).fontSize)
      range.selectNodeContents(text)
      const spills = [...range.getClientRects()].some(
        (line) =>
          line.width > 0 &&
          (line.right > box.right + 1 ||
            line.left < box.left - 1 ||
            line.bottom > box.bottom + slack ||
            line.top < box.top - slack),
      )
      if (spills && !isHiddenOnPurpose(holder)) {
        const name = `${holder.tagName.toLowerCase()}.${[...holder.classList].slice(0, 3).join('.')}`
        found.push(`${name}: ${content.slice(0, 60)}`)
      }
    }
    return found
  })
}
