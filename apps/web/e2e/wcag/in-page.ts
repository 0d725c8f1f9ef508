/**
 * The checks that run inside the page, installed once per document with `page.addInitScript` so
 * that each focus stop costs one `evaluate` instead of many round trips. Playwright sends the
 * function's source to the browser: it must stay self-contained (no outer names).
 */
export function installWcagAudit(): void {
  type Finding = string
  type Rect = { left: number; top: number; right: number; bottom: number }

  const FOCUSABLE =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex], [contenteditable="true"]'
  const TARGETS =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="radio"]'
  const MIN_TARGET_PX = 24
  const baseline = new WeakMap<Element, string>()
  const ids = new WeakMap<Element, number>()
  let nextId = 1

  const idOf = (element: Element) => {
    let id = ids.get(element)
    if (id === undefined) {
      id = nextId++
      ids.set(element, id)
    }
    return id
  }

  /** A short, readable name for an element in a finding: tag, id or name, and its text. */
  const nameOf = (element: Element) => {
    const tag = element.tagName.toLowerCase()
    const id = element.id ? `#${element.id}` : ''
    const name = element.getAttribute('name') ? `[name=${element.getAttribute('name')}]` : ''
    const label =
      element.getAttribute('aria-label') ??
      (element instanceof HTMLInputElement && element.labels?.[0]
        ? element.labels[0].textContent
        : element.textContent) ??
      ''
    const text = label.replace(/\s+/g, ' ').trim().slice(0, 40)
    return `${tag}${id}${name}${text ? ` "${text}"` : ''}`
  }

  const isRendered = (element: Element) => {
    const rect = element.getBoundingClientRect()
    if (rect.width === 0 && rect.height === 0) return false
    const style = getComputedStyle(element)
    return style.visibility !== 'hidden' && style.display !== 'none'
  }

  /** The box a visitor sees for a control: a visually hidden input shows through its label. */
  const visibleBox = (element: Element): DOMRect => {
    const rect = element.getBoundingClientRect()
    if (rect.width > 2 && rect.height > 2) return rect
    const label = (element as HTMLInputElement).labels?.[0]
    return label ? label.getBoundingClientRect() : rect
  }

  const focusSignature = (element: Element) => {
    const style = getComputedStyle(element)
    const outline =
      style.outlineStyle === 'none' || Number.parseFloat(style.outlineWidth) === 0
        ? 'none'
        : `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`
    return [
      outline,
      style.boxShadow,
      style.backgroundColor,
      style.borderTopColor,
      style.borderBottomColor,
      style.borderTopWidth,
      style.color,
      style.textDecorationLine,
    ].join('|')
  }

  /** Records how every focusable element looks unfocused, to compare with how it looks focused. */
  const snapshotFocusables = () => {
    const active = document.activeElement
    for (const element of document.querySelectorAll(FOCUSABLE)) {
      if (element !== active && !baseline.has(element)) {
        baseline.set(element, focusSignature(element))
      }
    }
  }

  const distanceToRect = (x: number, y: number, rect: Rect) => {
    const dx = Math.max(rect.left - x, 0, x - rect.right)
    const dy = Math.max(rect.top - y, 0, y - rect.bottom)
    return Math.hypot(dx, dy)
  }

  /**
   * The focused element: whether any of it can be seen (sampled with elementFromPoint on a 5 × 5
   * grid of its visible part), what covers it if not, and whether focus changed its look.
   */
  const inspectFocus = () => {
    const element = document.activeElement
    if (!element || element === document.body || element === document.documentElement) {
      return { id: 0, name: 'body', isHidden: false, coveredBy: '', hasIndicator: true }
    }
    const box = visibleBox(element)
    const left = Math.max(box.left, 0)
    const top = Math.max(box.top, 0)
    const right = Math.min(box.right, innerWidth)
    const bottom = Math.min(box.bottom, innerHeight)
    let seen = 0
    const coverers = new Map<string, number>()
    if (right - left >= 1 && bottom - top >= 1) {
      // Any point of it that can be seen is enough: most stops are seen at the first point.
      const label = (element as HTMLInputElement).labels?.[0]
      for (let point = 0; point < 25 && seen === 0; point++) {
        const x = left + 0.5 + ((right - left - 1) * (point % 5)) / 4
        const y = top + 0.5 + ((bottom - top - 1) * Math.floor(point / 5)) / 4
        const hit = document.elementFromPoint(x, y)
        if (!hit) continue
        if (element.contains(hit) || hit.contains(element) || label?.contains(hit)) {
          seen++
        } else {
          const cover =
            hit.closest('header, footer, section[aria-label], [role="dialog"], nav') ?? hit
          const key = nameOf(cover).slice(0, 50)
          coverers.set(key, (coverers.get(key) ?? 0) + 1)
        }
      }
    }
    const coveredBy =
      seen > 0
        ? ''
        : coverers.size === 0
          ? 'off screen'
          : ([...coverers.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '')
    const before = baseline.get(element)
    const hasIndicator = before === undefined ? true : before !== focusSignature(element)
    return {
      id: idOf(element),
      name: nameOf(element),
      isHidden: seen === 0,
      coveredBy,
      hasIndicator,
    }
  }

  type Stop = ReturnType<typeof inspectFocus>
  /**
   * A focus pass: each Tab press's stop, inspected in the page as the next press begins (its
   * keydown, before focus moves on) or when the pass is read, so the test only presses keys and
   * reads every stop in one round trip. Once focus leaves the page or comes back to the pass's
   * first stop the pass has ended, and later presses of the same batch are held (preventDefault),
   * so focus stays where an audit pressing one key at a time would have left it.
   */
  let pass: { stops: Stop[]; presses: number; firstId: number; ended: boolean } | undefined
  const recordStop = () => {
    if (!pass || pass.ended || pass.stops.length >= pass.presses) return
    const stop = inspectFocus()
    if (stop.id === 0 || stop.id === pass.firstId) {
      pass.ended = true
      return
    }
    if (pass.firstId === -1) pass.firstId = stop.id
    pass.stops.push(stop)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (!pass || event.key !== 'Tab') return
    recordStop()
    if (pass.ended) {
      event.preventDefault()
      event.stopImmediatePropagation()
      return
    }
    pass.presses++
  }
  const startTabPass = () => {
    // Added at each pass (once: the same listener is not added twice): `document.open`, as
    // Playwright's `setContent` uses, removes the window's listeners but keeps `__wcag`.
    window.addEventListener('keydown', onKeyDown, { capture: true })
    snapshotFocusables()
    pass = { stops: [], presses: 0, firstId: -1, ended: false }
  }
  /** The stops so far, whether the pass has ended and how many presses it took. */
  const readTabPass = () => {
    recordStop()
    return pass
      ? { stops: pass.stops, ended: pass.ended, presses: pass.presses }
      : { stops: [], ended: false, presses: 0 }
  }
  const endTabPass = () => {
    pass = undefined
  }

  /** The document's width and the elements that stick out of the viewport on the right. */
  const measureWidth = () => {
    const width = document.documentElement.scrollWidth
    const offenders: string[] = []
    if (width > innerWidth) {
      for (const element of document.body.querySelectorAll('*')) {
        const rect = element.getBoundingClientRect()
        if ((rect.right > innerWidth + 1 || rect.left < -1) && isRendered(element)) {
          const parent = element.parentElement?.getBoundingClientRect()
          // Only the outermost offender: its children stick out because it does.
          if (!parent || (parent.right <= innerWidth + 1 && parent.left >= -1)) {
            offenders.push(
              `${nameOf(element)} x ${Math.round(rect.left)}…${Math.round(rect.right)}`,
            )
          }
        }
        if (offenders.length >= 3) break
      }
      // Text can stick out of a box that itself fits (a long word that cannot wrap).
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      const range = document.createRange()
      for (let node = walker.nextNode(); node && offenders.length < 3; node = walker.nextNode()) {
        range.selectNodeContents(node)
        const rect = range.getBoundingClientRect()
        const parent = node.parentElement
        // Visually hidden text (sr-only) is clipped to 1 px and sticks out of nothing.
        if (!parent || parent.clientWidth <= 1) continue
        if (rect.width > 0 && rect.right > innerWidth + 1) {
          offenders.push(`text in ${nameOf(parent)} x …${Math.round(rect.right)}`)
        }
      }
    }
    return { width, viewport: innerWidth, offenders }
  }

  /** Targets under 24 × 24 CSS px that are not inline in text and lack the spacing exception. */
  const checkTargets = () => {
    const findings: Finding[] = []
    const targets = [...document.querySelectorAll(TARGETS)].filter(
      (element) => isRendered(element) && !(element as HTMLElement).closest('[inert]'),
    )
    // A target under something else (the open menu over the page) cannot be hit: not a target now.
    const isCovered = (element: Element, rect: DOMRect) => {
      const x = (rect.left + rect.right) / 2
      const y = (rect.top + rect.bottom) / 2
      if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) return false
      const hit = document.elementFromPoint(x, y)
      const label = (element as HTMLInputElement).labels?.[0]
      return (
        hit !== null && !element.contains(hit) && !hit.contains(element) && !label?.contains(hit)
      )
    }
    const boxes = targets
      .map((element) => ({ element, rect: visibleBox(element) }))
      .filter(({ element, rect }) => !isCovered(element, rect))
    const small = boxes.filter(({ element, rect }) => {
      if (rect.width >= MIN_TARGET_PX - 0.5 && rect.height >= MIN_TARGET_PX - 0.5) return false
      // Inline exception: a link in a sentence, sized by the line of text it sits in.
      if (getComputedStyle(element).display === 'inline') {
        const block = element.parentElement?.closest('p, li, td, dd, figcaption, label, span, div')
        const ownText = (element.textContent ?? '').trim().length
        if (block && (block.textContent ?? '').trim().length > ownText) return false
      }
      return true
    })
    for (const { element, rect } of small) {
      const x = (rect.left + rect.right) / 2
      const y = (rect.top + rect.bottom) / 2
      const clash = boxes.find(
        (other) =>
          other.element !== element &&
          !other.element.contains(element) &&
          !element.contains(other.element) &&
          (distanceToRect(x, y, other.rect) < MIN_TARGET_PX / 2 ||
            (small.some((s) => s.element === other.element) &&
              Math.hypot(
                x - (other.rect.left + other.rect.right) / 2,
                y - (other.rect.top + other.rect.bottom) / 2,
              ) < MIN_TARGET_PX)),
      )
      if (clash) {
        findings.push(
          `target ${nameOf(element)} is ${Math.round(rect.width)}×${Math.round(rect.height)} px, too close to ${nameOf(clash.element)}`,
        )
      }
    }
    return findings
  }

  /** Text cut off by its box (overflow hidden or clipped) or spilling out of a box of fixed size. */
  const checkClippedText = () => {
    const findings: Finding[] = []
    for (const element of document.body.querySelectorAll('*')) {
      if (!(element instanceof HTMLElement)) continue
      const hasOwnText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      )
      const text = (element.textContent ?? '').trim()
      if (text === '' || !isRendered(element)) continue
      const style = getComputedStyle(element)
      if (
        style.display === 'inline' ||
        (style.position === 'absolute' && element.clientWidth <= 1)
      ) {
        continue
      }
      // Visually hidden text (sr-only) is clipped on purpose.
      if (element.clientWidth <= 1 || element.clientHeight <= 1) continue
      const clipsX = /hidden|clip/.test(style.overflowX)
      const clipsY = /hidden|clip/.test(style.overflowY)
      const overX = element.scrollWidth - element.clientWidth > 1
      // Tall glyphs in a tight line height poke out of the box a little: that is not lost text,
      // a wrapped line more is (at least a line's height).
      const overY =
        element.scrollHeight - element.clientHeight > Number.parseFloat(style.fontSize) / 2
      if ((clipsX && overX) || (clipsY && overY) || (style.textOverflow === 'ellipsis' && overX)) {
        findings.push(`text clipped in ${nameOf(element)}`)
      } else if (hasOwnText && overY && style.overflowY === 'visible') {
        findings.push(`text spills out of ${nameOf(element)} (${element.clientHeight} px high)`)
      }
      if (findings.length >= 10) break
    }
    return findings
  }

  /** Text whose size did not follow the root font size (set in px), after a resize to 200 %. */
  const fontSizes = () => {
    const sizes = new Map<Element, number>()
    for (const element of document.body.querySelectorAll('*')) {
      const hasOwnText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      )
      // Text in an SVG picture scales with the picture, not with the text size.
      if (hasOwnText && isRendered(element) && !element.closest('svg')) {
        sizes.set(element, Number.parseFloat(getComputedStyle(element).fontSize))
      }
    }
    return sizes
  }
  let sizesBefore = new Map<Element, number>()
  const recordFontSizes = () => {
    sizesBefore = fontSizes()
  }
  const checkTextResized = (factor: number) => {
    const findings: Finding[] = []
    for (const [element, size] of fontSizes()) {
      const before = sizesBefore.get(element)
      if (before !== undefined && size < before * factor * 0.95) {
        findings.push(`text in ${nameOf(element)} stays ${size} px at ${factor * 100} %`)
      }
      if (findings.length >= 5) break
    }
    return findings
  }

  /**
   * 1.4.13: a rule that reveals other content on :hover or :focus (display, visibility, opacity of
   * a descendant or sibling) needs a way to dismiss it. Read from the page's own style sheets.
   */
  const checkHoverReveals = () => {
    const findings: Finding[] = []
    const reveals = /(^|;)\s*(display|visibility|opacity)\s*:/
    const visit = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if ('cssRules' in rule && (rule as CSSGroupingRule).cssRules) {
          visit((rule as CSSGroupingRule).cssRules)
        }
        if (!(rule instanceof CSSStyleRule)) continue
        const revealsOther = /:(hover|focus|focus-within|focus-visible)[^,]*?[\s>+~]\s*[^\s,]/.test(
          rule.selectorText,
        )
        if (revealsOther && reveals.test(rule.style.cssText)) {
          const matches = (() => {
            try {
              return document.querySelector(rule.selectorText.replace(/:(hover|focus[\w-]*)/g, ''))
            } catch {
              return null
            }
          })()
          if (matches) findings.push(`content shown on hover or focus: ${rule.selectorText}`)
        }
      }
    }
    for (const sheet of document.styleSheets) {
      try {
        visit(sheet.cssRules)
      } catch {
        // A cross-origin sheet cannot be read; the site serves its own.
      }
    }
    return findings
  }

  /** Where an in-page link landed: its target must start below the fixed header, on screen. */
  const checkFragmentTarget = (id: string) => {
    const target = document.getElementById(id)
    if (!target) return `#${id} does not exist`
    const headerBottom =
      document.querySelector('body > header, header')?.getBoundingClientRect().bottom ?? 0
    const top = target.getBoundingClientRect().top
    if (top < headerBottom - 1)
      return `#${id} starts at y ${Math.round(top)}, under the header (to ${Math.round(headerBottom)})`
    if (top > innerHeight) return `#${id} starts at y ${Math.round(top)}, below the screen`
    return ''
  }

  Object.assign(window, {
    __wcag: {
      checkFragmentTarget,
      snapshotFocusables,
      inspectFocus,
      startTabPass,
      readTabPass,
      endTabPass,
      measureWidth,
      checkTargets,
      checkClippedText,
      recordFontSizes,
      checkTextResized,
      checkHoverReveals,
    },
  })
}

/** The focused element as `inspectFocus` sees it (id 0: focus is on the body, off the page). */
export interface FocusStop {
  id: number
  name: string
  isHidden: boolean
  coveredBy: string
  hasIndicator: boolean
}

/** What `installWcagAudit` puts on the window. */
export interface WcagAudit {
  snapshotFocusables(): void
  inspectFocus(): FocusStop
  startTabPass(): void
  readTabPass(): { stops: FocusStop[]; ended: boolean; presses: number }
  endTabPass(): void
  measureWidth(): { width: number; viewport: number; offenders: string[] }
  checkTargets(): string[]
  checkClippedText(): string[]
  recordFontSizes(): void
  checkTextResized(factor: number): string[]
  checkHoverReveals(): string[]
  checkFragmentTarget(id: string): string
}

/** WCAG 1.4.12's text-spacing values, applied as a user style sheet would. */
export const TEXT_SPACING_CSS = `*, *::before, *::after {
  line-height: 1.5 !important;
  letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important;
}
p { margin-bottom: 2em !important; }`
