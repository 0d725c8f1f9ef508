import { type ClassValue, clsx } from 'clsx'

// Later Tailwind classes win over earlier ones of the same utility, so a component's `className`
// overrides its defaults. A small resolver for the utility groups this theme writes: tailwind-merge
// (even trimmed to these groups) cost every page 3.5 kB gzip. cn.test.ts holds it to
// tailwind-merge's answers over every class the packages and the site use.

const SIDE = '([xytrblse]?)'
const TEXT_SIZES = /^text-(xs|sm|base|lg|[2-7]?xl)$/
const CORNER = /^rounded-(tl|tr|bl|br|[tblrse])(?:-|$)/

/** The utility group of a class without its variants, or `undefined` for a class kept as written. */
function groupOf(utility: string): string | undefined {
  const name = utility.startsWith('-') ? utility.slice(1) : utility
  let match: RegExpExecArray | null
  if (/^(block|inline-block|inline|flex|inline-flex|grid|inline-grid|contents|hidden)$/.test(name))
    return 'display'
  if (/^(static|fixed|absolute|relative|sticky)$/.test(name)) return 'position'
  if ((match = new RegExp(`^([pm])${SIDE}-`).exec(name))) return `${match[1]}${match[2]}`
  if (
    (match = /^(gap-[xy]|gap|min-w|max-w|min-h|max-h|w|h|size|z|opacity|leading|tracking)-/.exec(
      name,
    ))
  )
    return match[1]
  if ((match = /^(inset-[xy]|inset|top|right|bottom|left)-/.exec(name))) return match[1]
  if (/^flex-(row|row-reverse|col|col-reverse)$/.test(name)) return 'flex-direction'
  if (/^flex-(wrap|wrap-reverse|nowrap)$/.test(name)) return 'flex-wrap'
  if (name.startsWith('items-')) return 'align-items'
  if (name.startsWith('justify-')) return 'justify-content'
  if (/^overflow-(auto|hidden|clip|visible|scroll)$/.test(name)) return 'overflow'
  if ((match = CORNER.exec(name))) return `rounded-${match[1]}`
  if (/^rounded(-|$)/.test(name)) return 'rounded'
  if ((match = /^border-([xytrblse])(?:-\d+)?$/.exec(name))) return `border-w-${match[1]}`
  if (/^border(-\d+)?$/.test(name)) return 'border-w'
  if (/^border-/.test(name) && !/^border-[xytblrse]-/.test(name)) return 'border-color'
  if (name.startsWith('bg-')) return 'bg-color'
  if (TEXT_SIZES.test(name)) return 'font-size'
  if (/^text-(left|center|right|justify|start|end)$/.test(name)) return 'text-alignment'
  if (name.startsWith('text-')) return 'text-color'
  if (/^font-(thin|light|normal|medium|semibold|bold|extrabold|black)$/.test(name))
    return 'font-weight'
  if (/^font-(sans|serif|mono)$/.test(name)) return 'font-family'
  if ((match = /^(shadow|transition)(-|$)/.exec(name))) return match[1]
  if (/^(underline|overline|line-through|no-underline)$/.test(name)) return 'underline'
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
