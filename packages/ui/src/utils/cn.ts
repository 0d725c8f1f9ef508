import { type ClassValue, clsx } from 'clsx'
import { createTailwindMerge } from 'tailwind-merge'

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

/**
 * tailwind-merge with only the utility groups this theme uses: the full default config cost every
 * page 8.8 kB gzip for thousands of groups the site never writes. A class outside these groups is
 * kept as written, as clsx would.
 */
const mergeClasses = createTailwindMerge(() => ({
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

/** Joins class names and lets later Tailwind classes win over earlier ones (so `className` overrides). */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs))
}
