// A word-level diff of two texts (decision 045): pure, bounded, and exact, in that joining the
// parts an old text keeps and loses gives it back, and the parts a new text keeps and gains the new.

/** One run of a diff: text both sides have, text only the new one has, or only the old one. */
export interface DiffPart {
  readonly op: 'same' | 'added' | 'removed'
  readonly text: string
}

/**
 * How finely a diff was taken: word by word; line by line when the words that differ were too
 * many to compare in the budget; or the whole text replaced when even the lines were.
 */
export type DiffGranularity = 'word' | 'line' | 'whole'

export interface TextDiff {
  readonly granularity: DiffGranularity
  readonly parts: readonly DiffPart[]
}

/**
 * The most table cells the comparison may fill (one more than the tokens of one side times one
 * more than the other's, after the start and end both share are set aside): 8.4 MB and some tens
 * of milliseconds, so no body the schemas accept can hold the server for long. A 100,000-character
 * body of 2,000 lines that differ from top to bottom still compares line by line.
 */
export const MAX_DIFF_CELLS = 4_200_000

const WORDS = new Intl.Segmenter('en-GB', { granularity: 'word' })

/**
 * A text as words, runs of spaces and single marks (Unicode's word boundaries, so "don’t",
 * "café" and a run of Japanese split as a reader would); joined, the tokens are the text.
 */
export function wordTokens(text: string): string[] {
  return Array.from(WORDS.segment(text), (segment) => segment.segment)
}

/** A text as lines, each with the line break that ends it; joined, they are the text. */
export function lineTokens(text: string): string[] {
  return text.match(/[^\n]*\n|[^\n]+$/g) ?? []
}

/**
 * The diff of two token lists by their longest common subsequence, or undefined when the part
 * between their common start and end would fill more than `maxCells` cells.
 */
export function diffTokens(
  before: readonly string[],
  after: readonly string[],
  maxCells = MAX_DIFF_CELLS,
): DiffPart[] | undefined {
  let start = 0
  while (start < before.length && start < after.length && before[start] === after[start]) start++
  let endBefore = before.length
  let endAfter = after.length
  while (endBefore > start && endAfter > start && before[endBefore - 1] === after[endAfter - 1]) {
    endBefore--
    endAfter--
  }
  const a = before.slice(start, endBefore)
  const b = after.slice(start, endAfter)
  if ((a.length + 1) * (b.length + 1) > maxCells) return undefined

  const ops: { op: DiffPart['op']; text: string }[] = []
  for (const token of before.slice(0, start)) ops.push({ op: 'same', text: token })
  ops.push(...middle(a, b))
  for (const token of before.slice(endBefore)) ops.push({ op: 'same', text: token })
  return merged(ops)
}

/** The tokens of the differing middle, by a table of longest common subsequences walked from the start. */
function middle(
  a: readonly string[],
  b: readonly string[],
): { op: DiffPart['op']; text: string }[] {
  const rows = a.length
  const columns = b.length
  // lcs[i * (columns + 1) + j]: the longest common subsequence of a[i..] and b[j..].
  const width = columns + 1
  // A length is at most the shorter side, below 2^16 within the budget: two bytes a cell.
  const cells = (rows + 1) * width
  const lcs = Math.min(rows, columns) < 0xffff ? new Uint16Array(cells) : new Uint32Array(cells)
  for (let i = rows - 1; i >= 0; i--) {
    for (let j = columns - 1; j >= 0; j--) {
      lcs[i * width + j] =
        a[i] === b[j]
          ? (lcs[(i + 1) * width + j + 1] ?? 0) + 1
          : Math.max(lcs[(i + 1) * width + j] ?? 0, lcs[i * width + j + 1] ?? 0)
    }
  }
  const ops: { op: DiffPart['op']; text: string }[] = []
  let i = 0
  let j = 0
  while (i < rows && j < columns) {
    if (a[i] === b[j]) {
      ops.push({ op: 'same', text: a[i] as string })
      i++
      j++
    } else if ((lcs[(i + 1) * width + j] ?? 0) >= (lcs[i * width + j + 1] ?? 0)) {
      ops.push({ op: 'removed', text: a[i] as string })
      i++
    } else {
      ops.push({ op: 'added', text: b[j] as string })
      j++
    }
  }
  for (; i < rows; i++) ops.push({ op: 'removed', text: a[i] as string })
  for (; j < columns; j++) ops.push({ op: 'added', text: b[j] as string })
  return ops
}

/**
 * Runs of one kind joined, with each change's removals before its additions, and a space alone
 * between two changes folded into both (so "a b" to "c d" reads as one change, not two).
 */
function merged(ops: readonly { op: DiffPart['op']; text: string }[]): DiffPart[] {
  const folded: { op: DiffPart['op']; text: string }[] = []
  for (let index = 0; index < ops.length; index++) {
    const op = ops[index] as { op: DiffPart['op']; text: string }
    const previous = folded.at(-1)
    const next = ops[index + 1]
    const isLoneSpace =
      op.op === 'same' &&
      /^\s+$/.test(op.text) &&
      previous !== undefined &&
      previous.op !== 'same' &&
      next !== undefined &&
      next.op !== 'same'
    if (isLoneSpace) {
      folded.push({ op: 'removed', text: op.text }, { op: 'added', text: op.text })
    } else {
      folded.push(op)
    }
  }
  // Between two unchanged runs, every removal first, then every addition.
  const parts: DiffPart[] = []
  let removed = ''
  let added = ''
  const flush = () => {
    if (removed) parts.push({ op: 'removed', text: removed })
    if (added) parts.push({ op: 'added', text: added })
    removed = ''
    added = ''
  }
  for (const op of folded) {
    if (op.op === 'removed') removed += op.text
    else if (op.op === 'added') added += op.text
    else {
      flush()
      const last = parts.at(-1)
      if (last?.op === 'same') parts[parts.length - 1] = { op: 'same', text: last.text + op.text }
      else parts.push({ op: 'same', text: op.text })
    }
  }
  flush()
  return parts
}

/**
 * The diff of two texts word by word; line by line when the words are too many for the budget;
 * the whole text replaced when the lines are too (decision 045).
 */
export function diffText(before: string, after: string, maxCells = MAX_DIFF_CELLS): TextDiff {
  if (before === after) {
    return { granularity: 'word', parts: before ? [{ op: 'same', text: before }] : [] }
  }
  // The start and end both share, cut at a space so no word is split, are not tokenised at all:
  // an edit to a long body costs the words around it, not the whole body's.
  const { head, tail } = sharedEnds(before, after)
  const oldMiddle = before.slice(head.length, before.length - tail.length)
  const newMiddle = after.slice(head.length, after.length - tail.length)
  const around = (granularity: DiffGranularity, parts: readonly DiffPart[]): TextDiff => ({
    granularity,
    parts: merged([{ op: 'same', text: head }, ...parts, { op: 'same', text: tail }]).filter(
      (part) => part.text !== '',
    ),
  })
  const words = diffTokens(wordTokens(oldMiddle), wordTokens(newMiddle), maxCells)
  if (words) return around('word', words)
  const lines = diffTokens(lineTokens(before), lineTokens(after), maxCells)
  if (lines) return { granularity: 'line', parts: lines }
  return {
    granularity: 'whole',
    parts: [
      ...(before ? [{ op: 'removed' as const, text: before }] : []),
      ...(after ? [{ op: 'added' as const, text: after }] : []),
    ],
  }
}

const isSpace = (character: string | undefined) => character !== undefined && /\s/.test(character)

/** The longest start and end two texts share, each ending (or starting) at a space or the text's end. */
function sharedEnds(before: string, after: string): { head: string; tail: string } {
  const shorter = Math.min(before.length, after.length)
  let start = 0
  while (start < shorter && before[start] === after[start]) start++
  if (start < before.length || start < after.length) {
    while (start > 0 && !isSpace(before[start - 1])) start--
  }
  let end = 0
  while (
    end < shorter - start &&
    before[before.length - 1 - end] === after[after.length - 1 - end]
  ) {
    end++
  }
  if (end < before.length - start || end < after.length - start) {
    while (end > 0 && !isSpace(before[before.length - end])) end--
  }
  return { head: before.slice(0, start), tail: before.slice(before.length - end) }
}
