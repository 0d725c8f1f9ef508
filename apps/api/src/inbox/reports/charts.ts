// The reports page's charts: SVG drawn on the server (no script), scales and shapes from d3.
// Each chart is an image with a title and a description; the table beside it holds the same
// figures, so nothing is told by colour or shape alone.
import { scaleBand, scaleLinear, scaleOrdinal } from 'd3-scale'
import { arc, pie, stack } from 'd3-shape'
import { html, type SafeHtml } from '../../lib/html.js'
import type { LabelCount } from './store.js'

/**
 * Colours for form types: the Okabe–Ito palette (told apart with every common colour-vision
 * deficiency), each at least 3:1 against white, then two darker greys.
 */
export const SERIES_COLOURS = [
  '#0072B2',
  '#D55E00',
  '#009E73',
  '#CC79A7',
  '#8A6D00',
  '#56B4E9',
  '#6B3FA0',
  '#A4161A',
  '#555555',
  '#1F2A37',
] as const

const FONT = 'system-ui,-apple-system,"Segoe UI",Roboto,sans-serif'
const INK = '#1a1a1a'
const GRID = '#d0d0d0'
const BAR = '#0b4f9c'

/** The colour each series is drawn in, stable for one page (the legend and the chart agree). */
export function seriesColours(keys: readonly string[]): (key: string) => string {
  const scale = scaleOrdinal<string, string>().domain(keys).range(SERIES_COLOURS)
  return (key) => scale(key)
}

/** The accessible frame every chart shares: role img, labelled by its title and description. */
function svgFrame(options: {
  id: string
  title: string
  description: string
  width: number
  height: number
  body: SafeHtml | SafeHtml[]
  className?: string
}) {
  const { id, width, height } = options
  return html`<svg class="${options.className ?? 'chart'}" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-labelledby="${id}-title ${id}-desc" font-family="${FONT}" font-size="13" fill="${INK}" xmlns="http://www.w3.org/2000/svg">
<title id="${id}-title">${options.title}</title>
<desc id="${id}-desc">${options.description}</desc>
${options.body}
</svg>`
}

const round = (value: number) => Math.round(value * 10) / 10

/** One week's leads, by series, for the stacked chart. */
export interface WeekColumn {
  readonly label: string
  readonly values: Readonly<Record<string, number>>
}

/** Leads per week, stacked by form type, with a y axis of whole numbers. */
export function weeklyChart(options: {
  id: string
  title: string
  description: string
  weeks: readonly WeekColumn[]
  keys: readonly string[]
  colourOf: (key: string) => string
}): SafeHtml {
  const width = 360
  const height = 230
  const margin = { top: 10, right: 8, bottom: 34, left: 34 }
  const rows = options.weeks.map((week) => ({ label: week.label, ...week.values }))
  const series = stack<Record<string, number | string>>()
    .keys(options.keys)
    .value((row, key) => Number(row[key] ?? 0))(rows)
  const maxTotal = Math.max(
    1,
    ...options.weeks.map((week) => Object.values(week.values).reduce((sum, n) => sum + n, 0)),
  )
  const x = scaleBand<string>()
    .domain(options.weeks.map((week) => week.label))
    .range([margin.left, width - margin.right])
    .padding(0.2)
  const y = scaleLinear()
    .domain([0, maxTotal])
    .nice(4)
    .range([height - margin.bottom, margin.top])
  const ticks = y.ticks(4).filter(Number.isInteger)
  const grid = ticks.map(
    (
      tick,
    ) => html`<line x1="${margin.left}" x2="${width - margin.right}" y1="${round(y(tick))}" y2="${round(y(tick))}" stroke="${GRID}"/>
<text x="${margin.left - 4}" y="${round(y(tick)) + 4}" text-anchor="end">${tick}</text>`,
  )
  const bars = series.map(
    (layer) =>
      html`<g fill="${options.colourOf(layer.key)}">${layer.map((point, index) => {
        const label = options.weeks[index]?.label ?? ''
        const top = y(point[1])
        const barHeight = y(point[0]) - top
        return barHeight > 0
          ? html`<rect x="${round(x(label) ?? 0)}" y="${round(top)}" width="${round(x.bandwidth())}" height="${round(barHeight)}"/>`
          : ''
      })}</g>`,
  )
  // Every third week is labelled, counting back from this one, so the labels never touch at any
  // width; the table names each week.
  const labels = options.weeks.map((week, index) =>
    (options.weeks.length - 1 - index) % 3 !== 0
      ? ''
      : html`<text x="${round((x(week.label) ?? 0) + x.bandwidth() / 2)}" y="${height - margin.bottom + 16}" text-anchor="middle">${week.label}</text>`,
  )
  return svgFrame({
    ...options,
    width,
    height,
    body: [
      html`<g aria-hidden="true">${grid}</g>`,
      html`<g aria-hidden="true">${bars}</g>`,
      html`<g aria-hidden="true">${labels}</g>`,
      html`<line aria-hidden="true" x1="${margin.left}" x2="${width - margin.right}" y1="${height - margin.bottom}" y2="${height - margin.bottom}" stroke="${INK}"/>`,
    ],
  })
}

/**
 * Horizontal bars, one per label, the label above its bar and the count at its end (or `text`,
 * when a row gives one: a rate or a time).
 */
export function barChart(options: {
  id: string
  title: string
  description: string
  rows: readonly (LabelCount & { text?: string })[]
}): SafeHtml {
  const width = 360
  const rowHeight = 38
  const height = Math.max(1, options.rows.length) * rowHeight + 6
  const maxCount = Math.max(1, ...options.rows.map((row) => row.count))
  const x = scaleLinear()
    .domain([0, maxCount])
    // Room after the longest bar for its figure: a rate or a time is wider than a count.
    .range([0, width - (options.rows.some((row) => row.text !== undefined) ? 84 : 48)])
  const y = scaleBand<number>()
    .domain(options.rows.map((_row, index) => index))
    .range([0, height - 6])
  const bars = options.rows.map((row, index) => {
    const top = y(index) ?? 0
    const length = Math.max(2, x(row.count))
    // Long page paths are shortened in the image only; the table shows them whole.
    const label = row.label.length > 52 ? `${row.label.slice(0, 51)}…` : row.label
    return html`<text x="0" y="${round(top + 13)}">${label}</text>
<rect x="0" y="${round(top + 18)}" width="${round(length)}" height="14" fill="${BAR}"/>
<text x="${round(length + 6)}" y="${round(top + 30)}">${row.text ?? row.count}</text>`
  })
  return svgFrame({
    ...options,
    width,
    height,
    body: html`<g aria-hidden="true">${bars}</g>`,
  })
}

/** A ring split into spam and leads, the spam share written in its middle. */
export function spamChart(options: {
  id: string
  title: string
  description: string
  leads: number
  spam: number
  shareText: string
}): SafeHtml {
  const size = 160
  const slices = pie<{ label: string; count: number; colour: string }>()
    .sort(null)
    .value((slice) => slice.count)([
    { label: 'Spam', count: options.spam, colour: '#A4161A' },
    { label: 'Leads', count: options.leads, colour: '#0072B2' },
  ])
  const ring = arc<(typeof slices)[number]>()
    .innerRadius(size / 2 - 26)
    .outerRadius(size / 2 - 4)
  const paths =
    options.leads + options.spam === 0
      ? html`<circle cx="0" cy="0" r="${size / 2 - 15}" fill="none" stroke="${GRID}" stroke-width="22"/>`
      : slices.map((slice) =>
          slice.data.count > 0
            ? html`<path d="${ring(slice) ?? ''}" fill="${slice.data.colour}"/>`
            : '',
        )
  return svgFrame({
    ...options,
    width: size,
    height: size,
    className: 'chart chart-ring',
    body: html`<g aria-hidden="true" transform="translate(${size / 2} ${size / 2})">${paths}
<text x="0" y="6" text-anchor="middle" font-size="20" font-weight="700">${options.shareText}</text></g>`,
  })
}

/** A small swatch for a legend, in the colour of its series. */
export function swatch(colour: string): SafeHtml {
  return html`<svg class="swatch" width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false"><rect width="12" height="12" fill="${colour}"/></svg>`
}
