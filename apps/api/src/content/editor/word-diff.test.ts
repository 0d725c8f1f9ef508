import { INSIGHT_ARTICLES, MAX_MARKDOWN_LENGTH } from '@hard-hat/content'
import { describe, expect, it } from 'vitest'
import { diffBodies, flattenBody } from './version-diff.js'
import { type DiffPart, diffText, diffTokens, lineTokens, wordTokens } from './word-diff.js'

/** The old text (kept and removed parts) and the new (kept and added) a diff rebuilds. */
const sides = (parts: readonly DiffPart[]) => ({
  before: parts
    .filter((part) => part.op !== 'added')
    .map((part) => part.text)
    .join(''),
  after: parts
    .filter((part) => part.op !== 'removed')
    .map((part) => part.text)
    .join(''),
})

const changes = (parts: readonly DiffPart[]) =>
  parts.filter((part) => part.op !== 'same').map((part) => `${part.op}:${part.text}`)

describe('wordTokens', () => {
  it('splits words, spaces and marks, and joins back to the text', () => {
    expect(wordTokens('Don’t wait, call 07700 900123!')).toEqual([
      'Don’t',
      ' ',
      'wait',
      ',',
      ' ',
      'call',
      ' ',
      '07700',
      ' ',
      '900123',
      '!',
    ])
    const text = 'Café résumé — naïve 🏗️ builders\n\n日本語のテキスト'
    expect(wordTokens(text).join('')).toBe(text)
    expect(wordTokens('')).toEqual([])
  })

  it('keeps line breaks with their lines', () => {
    expect(lineTokens('one\ntwo\n\nthree')).toEqual(['one\n', 'two\n', '\n', 'three'])
    expect(lineTokens('')).toEqual([])
  })
})

describe('diffText', () => {
  it('marks a word changed, and nothing else', () => {
    const diff = diffText('We build fast websites.', 'We build fast, honest websites.')
    expect(diff.granularity).toBe('word')
    expect(changes(diff.parts)).toEqual(['added:, honest'])
    expect(sides(diff.parts)).toEqual({
      before: 'We build fast websites.',
      after: 'We build fast, honest websites.',
    })
  })

  it('never splits a word the two texts share only in part', () => {
    expect(changes(diffText('We are fast', 'We are faster').parts)).toEqual([
      'removed:fast',
      'added:faster',
    ])
    expect(changes(diffText('unfair terms', 'fair terms').parts)).toEqual([
      'removed:unfair',
      'added:fair',
    ])
    expect(sides(diffText('a b', 'a b c').parts)).toEqual({ before: 'a b', after: 'a b c' })
  })

  it('sees punctuation as its own change', () => {
    const diff = diffText('Call us today.', 'Call us today!')
    expect(changes(diff.parts)).toEqual(['removed:.', 'added:!'])
  })

  it('shows a word moved as removed in one place and added in the other', () => {
    const diff = diffText('quick brown fox jumps', 'brown fox jumps quick')
    expect(changes(diff.parts)).toEqual(['removed:quick ', 'added: quick'])
    expect(sides(diff.parts)).toEqual({
      before: 'quick brown fox jumps',
      after: 'brown fox jumps quick',
    })
  })

  it('reads two neighbouring changed words as one change', () => {
    const diff = diffText('a red brick wall', 'a blue stone wall')
    expect(changes(diff.parts)).toEqual(['removed:red brick', 'added:blue stone'])
  })

  it('compares accented and non-Latin words whole', () => {
    const diff = diffText('Le café est fermé', 'Le café est ouvert')
    expect(changes(diff.parts)).toEqual(['removed:fermé', 'added:ouvert'])
    const emoji = diffText('Built 🏗️ today', 'Built 🏠 today')
    expect(sides(emoji.parts)).toEqual({ before: 'Built 🏗️ today', after: 'Built 🏠 today' })
    expect(changes(emoji.parts)).toEqual(['removed:🏗️', 'added:🏠'])
  })

  it('handles empty texts either side', () => {
    expect(diffText('', '')).toEqual({ granularity: 'word', parts: [] })
    expect(changes(diffText('', 'New words').parts)).toEqual(['added:New words'])
    expect(changes(diffText('Old words', '').parts)).toEqual(['removed:Old words'])
    expect(diffText('Same', 'Same').parts).toEqual([{ op: 'same', text: 'Same' }])
  })

  it('goes line by line past its budget, and replaces the whole past that', () => {
    const before = 'alpha beta gamma\ndelta epsilon\nzeta eta'
    const after = 'alpha beta GAMMA\ndelta epsilon\nzeta ETA'
    // Word tokens of the middle: 11 x 11 cells; lines: 4 x 4.
    const lines = diffText(before, after, 50)
    expect(lines.granularity).toBe('line')
    expect(changes(lines.parts)).toEqual([
      'removed:alpha beta gamma\n',
      'added:alpha beta GAMMA\n',
      'removed:zeta eta',
      'added:zeta ETA',
    ])
    expect(sides(lines.parts)).toEqual({ before, after })
    const whole = diffText(before, after, 4)
    expect(whole).toEqual({
      granularity: 'whole',
      parts: [
        { op: 'removed', text: before },
        { op: 'added', text: after },
      ],
    })
  })

  it('answers the largest bodies the schema takes by lines, within its budget, and exactly', () => {
    const line = (index: number) => `Line ${index} of a long article about roofing and brickwork.\n`
    const lines = Array.from({ length: 1_700 }, (_, index) => line(index))
    const before = lines.join('')
    // Every tenth line changed, the last too: too many differing words to compare word by word.
    const after = lines
      .map((text, index) =>
        index % 10 === 0 || index === lines.length - 1
          ? text.replace('roofing', 'guttering')
          : text,
      )
      .join('')
    expect(after.length).toBeLessThanOrEqual(MAX_MARKDOWN_LENGTH)
    // The test's own timeout bounds a hang; the cell budget is what keeps it short.
    const diff = diffText(before, after)
    expect(diff.granularity).toBe('line')
    expect(sides(diff.parts)).toEqual({ before, after })
    expect(diff.parts.filter((part) => part.op === 'added')).toHaveLength(
      after.split('guttering').length - 1,
    )
  })

  it('compares a small change in the largest body word by word', () => {
    const before = 'word '.repeat(MAX_MARKDOWN_LENGTH / 5)
    const after = `${before.slice(0, 50_000)}changed ${before.slice(50_000)}`
    const diff = diffText(before, after)
    expect(diff.granularity).toBe('word')
    expect(changes(diff.parts)).toEqual(['added:changed '])
  })
})

describe('diffTokens', () => {
  it('finds the longest common run of tokens', () => {
    expect(diffTokens(['a', 'b', 'c', 'd'], ['a', 'c', 'b', 'd'])).toEqual([
      { op: 'same', text: 'a' },
      { op: 'removed', text: 'b' },
      { op: 'same', text: 'c' },
      { op: 'added', text: 'b' },
      { op: 'same', text: 'd' },
    ])
    expect(diffTokens(['a', 'b'], ['c', 'd'], 3)).toBeUndefined()
  })
})

describe('the fields of two versions', () => {
  const article = INSIGHT_ARTICLES[0]
  if (!article) throw new Error('the seed has no article')

  it('lists every field of an article, nested ones under plain labels', () => {
    const fields = flattenBody('article', article)
    expect(fields.map((field) => field.field)).toEqual([
      'id',
      'title',
      'slug',
      'excerpt',
      'category',
      'author.name',
      'author.role',
      'date',
      'dateIso',
      'readTime',
      'featuredImage.src',
      'featuredImage.width',
      'featuredImage.height',
      'featuredImage.alt',
      ...('content' in article ? ['content'] : []),
      'tags',
    ])
    const label = (path: string) => fields.find((field) => field.field === path)?.label
    expect(label('featuredImage.alt')).toBe('Featured image: description (alternative text)')
    expect(label('author.name')).toBe('Author: name')
    expect(fields.find((field) => field.field === 'tags')?.text).toBe(article.tags.join('\n'))
  })

  it('marks the fields that changed, and a field only one version has', () => {
    const project = {
      id: 1,
      slug: 'a-roofer',
      title: 'A roofer',
      results: ['More calls'],
    }
    const diff = diffBodies('project', project, {
      ...project,
      title: 'A Leeds roofer',
      results: ['More calls', 'Top of the map'],
      testimonial: { quote: 'Brilliant', author: 'Sam', position: 'Owner' },
    })
    expect(diff.filter((field) => field.changed).map((field) => field.label)).toEqual([
      'Title',
      'Results, one a line',
      "Client's testimonial: client's words",
      "Client's testimonial: who said it",
      "Client's testimonial: their position",
    ])
    expect(diff.find((field) => field.field === 'slug')).toMatchObject({
      changed: false,
      parts: [{ op: 'same', text: 'a-roofer' }],
    })
    expect(changes(diff.find((field) => field.field === 'title')?.parts ?? [])).toEqual([
      'added:Leeds ',
    ])
  })
})
