import { type ClassValue, clsx } from 'clsx'

// Later Tailwind classes win over earlier ones of the same utility, so a component's `className`
// overrides its defaults. A small resolver for the utility groups this theme writes: tailwind-merge
// (even trimmed to these groups) cost every page 3.5 kB gzip. cn.test.ts holds it to
// tailwind-merge's answers over every class the packages and the site use.

type Rule = readonly [RegExp, string | ((match: RegExpExecArray) => string)]
const captured = (match: RegExpExecArray) => `${match[1]}${match[2] ?? ''}`

/** Each group and how to recognise it, first match wins (a class's variants already removed). */
const RULES: readonly Rule[] = [
  [/^(block|inline-block|inline|flex|inline-flex|grid|inline-grid|contents|hidden)$/, 'display'],
  [/^(static|fixed|absolute|relative|sticky)$/, 'position'],
  [/^([pm])([xytrblse]?)-/, captured],
  [/^(gap-[xy]|gap|min-w|max-w|min-h|max-h|w|h|size|z|opacity|leading|tracking)-/, captured],
  [/^(inset-[xy]|inset|top|right|bottom|left)-/, captured],
  [/^flex-(row|row-reverse|col|col-reverse)$/, 'flex-direction'],
  [/^flex-(wrap|wrap-reverse|nowrap)$/, 'flex-wrap'],
  [/^items-/, 'align-items'],
  [/^justify-/, 'justify-content'],
  [/^overflow-(auto|hidden|clip|visible|scroll)$/, 'overflow'],
  [/^rounded-(tl|tr|bl|br|[tblrse])(?:-|$)/, (match) => `rounded-${match[1]}`],
  [/^rounded(-|$)/, 'rounded'],
  [/^border-([xytrblse])(?:-\d+)?$/, (match) => `border-w-${match[1]}`],
  [/^border(-\d+)?$/, 'border-w'],
  [/^border-(?![xytblrse]-)/, 'border-color'],
  [/^bg-/, 'bg-color'],
  [/^text-(xs|sm|base|lg|[2-7]?xl)$/, 'font-size'],
  [/^text-(left|center|right|justify|start|end)$/, 'text-alignment'],
  [/^text-/, 'text-color'],
  [/^font-(thin|light|normal|medium|semibold|bold|extrabold|black)$/, 'font-weight'],
  [/^font-(sans|serif|mono)$/, 'font-family'],
  [/^(shadow|transition)(-|$)/, (match) => match[1] as string],
  [/^(underline|overline|line-through|no-underline)$/, 'underline'],
]

/** The utility group of a class without its variants, or `undefined` for a class kept as written. */
function groupOf(utility: string): string | undefined {
  const name = utility.startsWith('-') ? utility.slice(1) : utility
  for (const [pattern, group] of RULES) {
    const match = pattern.exec(name)
    if (match) return typeof group === 'string' ? group : group(match)
  }
  return undefined
}

const SIDES = ['x', 'y', 't', 'r', 'b', 'l', 's', 'e']
const CORNERS = ['t', 'b', 'l', 'r', 's', 'e', 'tl', 'tr', 'bl', 'br']

/** The groups a group overrides besides itself: `p-4` after `px-2` drops the `px-2`. */
const OVERRIDES: Readonly<Record<string, readonly string[]>> = {
  p: SIDES.map((side) => `p${side}`),
  px: ['pr', 'pl', 'ps', 'pe'],
  py: ['pt', 'pb'],
  m: SIDES.map((side) => `m${side}`),
  mx: ['mr', 'ml', 'ms', 'me'],
  my: ['mt', 'mb'],
  gap: ['gap-x', 'gap-y'],
  size: ['w', 'h'],
  inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  rounded: CORNERS.map((corner) => `rounded-${corner}`),
  'border-w': SIDES.map((side) => `border-w-${side}`),
}

/** Splits `md:hover:bg-x` into its variants and utility, leaving `[&_a]:` brackets whole. */
function split(className: string): { variants: string; utility: string } {
  const parts: string[] = []
  let depth = 0
  let start = 0
  for (let index = 0; index < className.length; index += 1) {
    const char = className[index]
    if (char === '[' || char === '(') depth += 1
    else if (char === ']' || char === ')') depth -= 1
    else if (char === ':' && depth === 0) {
      parts.push(className.slice(start, index))
      start = index + 1
    }
  }
  let utility = className.slice(start)
  const isImportant = utility.startsWith('!') || utility.endsWith('!')
  if (isImportant) utility = utility.replace(/^!|!$/g, '')
  return { variants: `${parts.sort().join(':')}${isImportant ? '!' : ''}`, utility }
}

/** Keeps the last class of each group (per variant), dropping the earlier ones it overrides. */
function mergeClasses(classList: string): string {
  const taken = new Set<string>()
  const kept: string[] = []
  const classes = classList.split(/\s+/).filter(Boolean)
  for (let index = classes.length - 1; index >= 0; index -= 1) {
    const className = classes[index] as string
    const { variants, utility } = split(className)
    const group = groupOf(utility)
    if (group !== undefined) {
      const key = `${variants}|${group}`
      if (taken.has(key)) continue
      taken.add(key)
      for (const overridden of OVERRIDES[group] ?? []) taken.add(`${variants}|${overridden}`)
    }
    kept.push(className)
  }
  return kept.reverse().join(' ')
}

/** Joins class names and lets later Tailwind classes win over earlier ones (so `className` overrides). */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs))
}
