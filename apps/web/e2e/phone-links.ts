import { SITE } from '@hard-hat/content'
import type { Page } from '@playwright/test'

/**
 * Each place the page shows the phone number outside a `tel:` link to it, as
 * "text" lines. Reads the DOM only, so it needs no layout: any width, scripts on or off.
 */
export function numbersWithoutLinks(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ display, href }) => {
      const found: string[] = []
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        if (!text.textContent?.includes(display)) continue
        const link = text.parentElement?.closest('a')
        if (link?.getAttribute('href') !== href) found.push(text.textContent.trim().slice(0, 80))
      }
      return found
    },
    { display: SITE.phone.display, href: SITE.phone.href },
  )
}
