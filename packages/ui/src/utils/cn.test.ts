import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { clsx } from 'clsx'
import { createTailwindMerge } from 'tailwind-merge'
import { describe, expect, it } from 'vitest'
import { cn } from './cn'

describe('cn', () => {
  it('lets a later class of the same utility win: colours, sizes, spacing, display', () => {
    expect(cn('bg-brand-accent text-brand-ink', 'bg-brand-danger')).toBe(
      'text-brand-ink bg-brand-danger',
    )
    expect(cn('text-current', 'text-brand-text')).toBe('text-brand-text')
    expect(cn('px-3 py-2', 'px-4')).toBe('py-2 px-4')
    expect(cn('p-4', 'pr-10')).toBe('p-4 pr-10')
    expect(cn('px-3 py-2', 'p-0')).toBe('p-0')
    expect(cn('hidden', 'flex')).toBe('flex')
    expect(cn('max-w-sm', 'max-w-3xl')).toBe('max-w-3xl')
    expect(cn('border-2 border-brand-accent', 'border-brand-ink')).toBe('border-2 border-brand-ink')
    expect(cn('rounded-md', 'rounded-full')).toBe('rounded-full')
    expect(cn('z-[100]', 'z-50')).toBe('z-50')
  })

  it('keeps utilities that only share a prefix: text size, colour and alignment; border width and colour', () => {
    expect(cn('text-sm text-brand-text text-center')).toBe('text-sm text-brand-text text-center')
    expect(cn('border-2 border-brand-accent border-t')).toBe(
      'border-2 border-brand-accent border-t',
    )
    expect(cn('rounded-md rounded-t-full')).toBe('rounded-md rounded-t-full')
    expect(cn('flex flex-col flex-wrap')).toBe('flex flex-col flex-wrap')
    expect(cn('font-semibold font-mono')).toBe('font-semibold font-mono')
  })

  it('resolves per variant, and keeps classes it does not know as written', () => {
    expect(cn('hover:bg-brand-ink/10', 'bg-transparent hover:bg-brand-accent')).toBe(
      'bg-transparent hover:bg-brand-accent',
    )
    expect(cn('md:hidden', 'hidden')).toBe('md:hidden hidden')
    expect(cn('sr-only tabular-nums', 'not-sr-only')).toBe('sr-only tabular-nums not-sr-only')
    expect(cn('a', false, undefined, ['b', { c: true, d: false }])).toBe('a b c')
  })
})

// The oracle: tailwind-merge with the groups cn resolves (what cn used before it was replaced).
const any = () => true
const isNumber = (value: string) => /^\d+$/.test(value)
const borderSides = /^[xytblrse]-/
const TEXT_SIZES = ['xs', 'sm', 'base', 'lg', 'xl', '2xl', '3xl', '4xl', '5xl', '6xl', '7xl']
const CORNERS = ['t', 'b', 'l', 'r', 's', 'e', 'tl', 'tr', 'bl', 'br']
const SIDES = ['x', 'y', 't', 'b', 'l', 'r', 's', 'e']

/** One class group per spacing utility, e.g. `p`, `px`, … with any value. */
const spacing = (prefix: string) =>
  Object.fromEntries(
    ['', ...SIDES].map((side) => [`${prefix}${side}`, [{ [`${prefix}${side}`]: [any] }]]),
  )

const tailwindMerge = createTailwindMerge(() => ({
  cacheSize: 500,
  theme: {},
  classGroups: {
    display: [
      'block',
      'inline-block',
      'inline',
      'flex',
      'inline-flex',
      'grid',
      'inline-grid',
      'contents',
      'hidden',
    ],
    position: ['static', 'fixed', 'absolute', 'relative', 'sticky'],
    ...spacing('p'),
    ...spacing('m'),
    gap: [{ gap: [any] }],
    'gap-x': [{ 'gap-x': [any] }],
    'gap-y': [{ 'gap-y': [any] }],
    w: [{ w: [any] }],
    h: [{ h: [any] }],
    size: [{ size: [any] }],
    'min-w': [{ 'min-w': [any] }],
    'max-w': [{ 'max-w': [any] }],
    'min-h': [{ 'min-h': [any] }],
    'max-h': [{ 'max-h': [any] }],
    inset: [{ inset: [any] }],
    'inset-x': [{ 'inset-x': [any] }],
    'inset-y': [{ 'inset-y': [any] }],
    top: [{ top: [any] }],
    right: [{ right: [any] }],
    bottom: [{ bottom: [any] }],
    left: [{ left: [any] }],
    z: [{ z: [any] }],
    opacity: [{ opacity: [any] }],
    'flex-direction': [{ flex: ['row', 'row-reverse', 'col', 'col-reverse'] }],
    'flex-wrap': [{ flex: ['wrap', 'wrap-reverse', 'nowrap'] }],
    'align-items': [{ items: [any] }],
    'justify-content': [{ justify: [any] }],
    overflow: [{ overflow: ['auto', 'hidden', 'clip', 'visible', 'scroll'] }],
    rounded: [{ rounded: ['', any] }],
    ...Object.fromEntries(
      CORNERS.map((corner) => [`rounded-${corner}`, [{ [`rounded-${corner}`]: ['', any] }]]),
    ),
    'border-w': [{ border: ['', isNumber] }],
    ...Object.fromEntries(
      SIDES.map((side) => [`border-w-${side}`, [{ [`border-${side}`]: ['', isNumber] }]]),
    ),
    'border-color': [{ border: [(value: string) => !isNumber(value) && !borderSides.test(value)] }],
    'bg-color': [{ bg: [any] }],
    'font-size': [{ text: TEXT_SIZES }],
    'text-alignment': [{ text: ['left', 'center', 'right', 'justify', 'start', 'end'] }],
    'text-color': [{ text: [any] }],
    'font-weight': [
      {
        font: ['thin', 'light', 'normal', 'medium', 'semibold', 'bold', 'extrabold', 'black'],
      },
    ],
    'font-family': [{ font: ['sans', 'serif', 'mono'] }],
    leading: [{ leading: [any] }],
    tracking: [{ tracking: [any] }],
    shadow: [{ shadow: ['', any] }],
    transition: [{ transition: ['', any] }],
    underline: ['underline', 'overline', 'line-through', 'no-underline'],
  },
  conflictingClassGroups: {
    p: ['px', 'py', 'pt', 'pr', 'pb', 'pl', 'ps', 'pe'],
    px: ['pr', 'pl', 'ps', 'pe'],
    py: ['pt', 'pb'],
    m: ['mx', 'my', 'mt', 'mr', 'mb', 'ml', 'ms', 'me'],
    mx: ['mr', 'ml', 'ms', 'me'],
    my: ['mt', 'mb'],
    gap: ['gap-x', 'gap-y'],
    size: ['w', 'h'],
    inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left'],
    'inset-x': ['right', 'left'],
    'inset-y': ['top', 'bottom'],
    rounded: CORNERS.map((corner) => `rounded-${corner}`),
    'border-w': SIDES.map((side) => `border-w-${side}`),
  },
  conflictingClassGroupModifiers: {},
  orderSensitiveModifiers: [],
}))

const here = dirname(fileURLToPath(import.meta.url))
const SOURCE_DIRS = [resolve(here, '..'), resolve(here, '../../../../apps/web/app')]

/** Every class written in a string of the ui package's and the site's components. */
function classesInSources(): { tokens: string[]; lists: string[] } {
  const tokens = new Set<string>()
  const lists = new Set<string>()
  const visit = (directory: string) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const path = join(directory, entry.name)
      if (entry.isDirectory()) visit(path)
      else if (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')) {
        for (const [, list = ''] of readFileSync(path, 'utf8').matchAll(
          /['"`]([a-z0-9\-:[\]&_/.!() ]+)['"`]/g,
        )) {
          if (!/\b(?:p|m|px|py|w|h|text|bg|flex|grid|rounded|border|gap|font)\b|-/.test(list))
            continue
          lists.add(list.trim())
          for (const token of list.split(/\s+/)) if (token) tokens.add(token)
        }
      }
    }
  }
  for (const directory of SOURCE_DIRS) if (existsSync(directory)) visit(directory)
  return { tokens: [...tokens].sort(), lists: [...lists].sort() }
}

describe('cn against tailwind-merge', () => {
  const { tokens, lists } = classesInSources()
  const expectSame = (...inputs: string[]) =>
    expect(cn(...inputs), inputs.join(' + ')).toBe(tailwindMerge(clsx(inputs)))

  it('finds the classes of the sources', () => {
    expect(tokens.length).toBeGreaterThan(300)
    expect(tokens).toContain('rounded-md')
  })

  // A fixed pseudo-random walk over the pairs: the same cases on every run.
  let seed = 7
  const next = (size: number) => {
    seed = (seed * 48271) % 2147483647
    return seed % size
  }

  it('gives the same answer for pairs of classes written in the sources, with and without variants', () => {
    for (let index = 0; index < 20_000; index += 1) {
      const first = tokens[next(tokens.length)] as string
      const second = tokens[next(tokens.length)] as string
      expectSame(first, second)
      expectSame(`hover:${first}`, `hover:${second}`)
      expectSame(`md:${first}`, second)
    }
  })

  it('gives the same answer for class lists written in the sources, one overriding another', () => {
    expect(lists.length).toBeGreaterThan(100)
    for (const list of lists) expectSame(list)
    for (let index = 0; index < 20_000; index += 1) {
      expectSame(lists[next(lists.length)] as string, lists[next(lists.length)] as string)
    }
  })
})
