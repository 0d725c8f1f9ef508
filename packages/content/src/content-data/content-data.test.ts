import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { InsightArticle } from '../articles/article'
import { INSIGHT_ARTICLES } from '../articles/articles'
import { PHOTO_WIDTHS, photoSrcset, photoWidths, uploadedPhoto } from '../photos'
import { PROJECTS } from '../projects/projects'
import { pagePaths } from '../routes'
import type { Testimonial } from '../types'
import {
  ArticleInputSchema,
  ArticleSchema,
  FAQ_PAGES,
  FaqEntrySchema,
  FaqSchema,
  MAX_GALLERY_PHOTOS,
  PhotoUploadSchema,
  ProjectInputSchema,
  ProjectSchema,
  SEED_CONTENT,
  TESTIMONIAL_PLACE_PAGES,
  TESTIMONIAL_PLACES,
  TestimonialEntrySchema,
  TestimonialSchema,
} from './index'

describe('the seed', () => {
  it('passes its own schemas, every item', () => {
    for (const article of SEED_CONTENT.articles)
      expect(ArticleSchema.parse(article)).toEqual(article)
    for (const project of SEED_CONTENT.projects)
      expect(ProjectSchema.parse(project)).toEqual(project)
    for (const place of TESTIMONIAL_PLACES) {
      for (const testimonial of SEED_CONTENT.testimonials[place]) {
        expect(TestimonialSchema.parse(testimonial)).toEqual(testimonial)
      }
    }
    for (const page of FAQ_PAGES) {
      expect(SEED_CONTENT.faqs[page].length).toBeGreaterThan(0)
      for (const faq of SEED_CONTENT.faqs[page]) expect(FaqSchema.parse(faq)).toEqual(faq)
    }
  })

  it('is the package constants, so the seed and the pages built from them agree', () => {
    expect(SEED_CONTENT.articles).toBe(INSIGHT_ARTICLES)
    expect(SEED_CONTENT.projects).toBe(PROJECTS)
  })

  it('has unique slugs per kind and unique testimonial ids per place', () => {
    const slugs = (items: readonly { slug: string }[]) =>
      new Set(items.map((item) => item.slug)).size
    expect(slugs(SEED_CONTENT.articles)).toBe(SEED_CONTENT.articles.length)
    expect(slugs(SEED_CONTENT.projects)).toBe(SEED_CONTENT.projects.length)
    const ids = TESTIMONIAL_PLACES.flatMap((place) =>
      SEED_CONTENT.testimonials[place].map((t) => t.id),
    )
    expect(new Set(ids).size).toBe(ids.length)
  })
})

describe('where the content is shown', () => {
  it('is a prerendered page of the route table for every FAQ page and testimonial place', () => {
    for (const page of FAQ_PAGES) expect(pagePaths(page), page).not.toEqual([])
    for (const place of TESTIMONIAL_PLACES) {
      expect(pagePaths(TESTIMONIAL_PLACE_PAGES[place]), place).not.toEqual([])
    }
  })
})

describe('the schemas answer in plain words, naming the field', () => {
  const article = INSIGHT_ARTICLES[0] as InsightArticle
  const pathsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
    (result.error?.issues ?? []).map((issue) => issue.path.join('.'))

  it('refuses a bad slug, a blank title and a missing category', () => {
    const { category: _category, ...withoutCategory } = article
    const result = ArticleSchema.safeParse({ ...withoutCategory, slug: 'Not A Slug', title: '  ' })
    expect(pathsOf(result).sort()).toEqual(['category', 'slug', 'title'])
    const messages = result.error?.issues.map((issue) => issue.message) ?? []
    expect(messages).toContain('Write the title')
    expect(messages.join(' ')).toMatch(/lower-case letters/)
  })

  it('refuses a shown date that is not the ISO date', () => {
    const result = ArticleSchema.safeParse({ ...article, date: '1 April 2020' })
    expect(pathsOf(result)).toEqual(['date'])
  })

  it('refuses a date that does not exist, naming only that field', () => {
    expect(pathsOf(ArticleSchema.safeParse({ ...article, dateIso: '2025-02-30' }))).toEqual([
      'dateIso',
    ])
    const { id: _id, ...input } = article
    expect(ArticleInputSchema.safeParse(input).success).toBe(true)
    expect(pathsOf(ArticleInputSchema.safeParse({ ...input, date: '2 May 2020' }))).toEqual([
      'date',
    ])
  })

  it('refuses a body over the size limit and control characters in a body', () => {
    expect(pathsOf(ArticleSchema.safeParse({ ...article, content: 'x'.repeat(100_001) }))).toEqual([
      'content',
    ])
    expect(pathsOf(ArticleSchema.safeParse({ ...article, content: 'a\u0000b' }))).toEqual([
      'content',
    ])
    expect(ArticleSchema.safeParse({ ...article, content: '# Title\n\n\tLine\r\n' }).success).toBe(
      true,
    )
  })

  it('refuses an FAQ for a page that has none, and a rating of 6', () => {
    const faq = { question: 'Why?', answer: 'Because.', page: 'home', order: 0 }
    expect(pathsOf(FaqEntrySchema.safeParse(faq))).toEqual(['page'])
    const testimonial = {
      ...(SEED_CONTENT.testimonials.home[0] as Testimonial),
      place: 'home',
      order: 0,
      rating: 6,
    }
    expect(pathsOf(TestimonialEntrySchema.safeParse(testimonial))).toEqual(['rating'])
  })

  it('asks an uploaded photo for its alternative text: missing, blank or over 300 is refused', () => {
    for (const body of [{}, { alt: '   ' }, { alt: 'x'.repeat(301) }, { alt: 'a\nb' }]) {
      expect(pathsOf(PhotoUploadSchema.safeParse(body))).toEqual(['alt'])
    }
    expect(PhotoUploadSchema.safeParse({}).error?.issues[0]?.message).toBe(
      'Describe the photo for people who cannot see it',
    )
    expect(PhotoUploadSchema.parse({ alt: ' A new kitchen, oak worktops ' })).toEqual({
      alt: 'A new kitchen, oak worktops',
    })
  })
})

describe('an image is the site’s own or an uploaded photo', () => {
  const project = PROJECTS[0] as (typeof PROJECTS)[number]
  const id = '0123456789abcdef0123456789abcdef'
  const photo = { src: `/media/${id}/1280.jpg`, width: 1280, height: 960, alt: 'A new roof' }
  const problemsOf = (image: object) =>
    (ProjectSchema.safeParse({ ...project, image }).error?.issues ?? []).map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
    }))

  it('takes an uploaded photo at the address its upload answered, and the site’s own images', () => {
    expect(problemsOf(photo)).toEqual([])
    expect(problemsOf({ ...photo, src: `/media/${id}/1280.webp` })).toEqual([])
    expect(problemsOf(project.image)).toEqual([])
    expect(uploadedPhoto(photo.src)).toEqual({ id, width: 1280 })
    expect(uploadedPhoto(project.image.src)).toBeUndefined()
  })

  it('refuses any other address, in plain words naming the field', () => {
    for (const src of [
      `/media/${id}/1280.png`,
      `/media/${id.toUpperCase()}/1280.jpg`,
      `/media/${id}/0.jpg`,
      `/media/${id}/../1280.jpg`,
      `https://example.com/media/${id}/1280.jpg`,
      '/uploads/photo.jpg',
    ]) {
      const problems = problemsOf({ ...photo, src })
      expect(problems.map((problem) => problem.path)).toEqual(['image.src'])
      expect(problems[0]?.message).toMatch(
        /^Give the image path under \/images\/.*or an uploaded photo’s address/,
      )
    }
  })

  it('refuses a photo whose width is not the width its address names (its srcset would be wrong)', () => {
    const problems = problemsOf({ ...photo, width: 2560 })
    expect(problems.map((problem) => problem.path)).toEqual(['image.width'])
    expect(problems[0]?.message).toMatch(/as its address has it/)
  })

  it('offers the widths the pipeline made: the largest and each standard one narrower', () => {
    expect(photoWidths(2560)).toEqual([...PHOTO_WIDTHS])
    expect(photoWidths(1000)).toEqual([1000, 768, 480])
    expect(photoWidths(300)).toEqual([300])
    expect(photoSrcset(id, 1000, 'avif')).toBe(
      `/media/${id}/1000.avif 1000w, /media/${id}/768.avif 768w, /media/${id}/480.avif 480w`,
    )
  })
})

describe('a case study’s further photos (its gallery)', () => {
  const { id: _number, ...project } = PROJECTS[0] as (typeof PROJECTS)[number]
  const id = '0123456789abcdef0123456789abcdef'
  const photo = (n: number) => ({
    src: `/media/${id.slice(0, 30)}${String(n).padStart(2, '0')}/1280.jpg`,
    width: 1280,
    height: 960,
    alt: `Photo ${n}`,
  })
  const pathsOf = (gallery: unknown) =>
    (ProjectInputSchema.safeParse({ ...project, gallery }).error?.issues ?? []).map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
    }))

  it('is optional: a case study without one is as before, and the seed has none', () => {
    expect(ProjectInputSchema.parse(project)).not.toHaveProperty('gallery')
    expect(SEED_CONTENT.projects.some((each) => 'gallery' in each)).toBe(false)
  })

  it('takes up to twelve photos, each checked as the main photo is, by its own path', () => {
    const twelve = Array.from({ length: MAX_GALLERY_PHOTOS }, (_, n) => photo(n))
    expect(pathsOf(twelve)).toEqual([])
    expect(ProjectInputSchema.parse({ ...project, gallery: twelve }).gallery).toEqual(twelve)
    expect(pathsOf([...twelve, photo(12)])).toEqual([
      {
        path: 'gallery',
        message: 'Show 12 further photos or fewer: remove one to add another',
      },
    ])
    expect(pathsOf([photo(0), { ...photo(1), width: 2560 }]).map((each) => each.path)).toEqual([
      'gallery.1.width',
    ])
    expect(pathsOf([photo(0), { ...photo(1), alt: 'a\nb' }]).map((each) => each.path)).toEqual([
      'gallery.1.alt',
    ])
    expect(pathsOf('a photo')[0]?.message).toBe('Give the further photos as a list')
  })

  it('lets a further photo’s alternative text be empty, for the checks before publishing to name', () => {
    expect(pathsOf([{ ...photo(0), alt: '' }])).toEqual([])
  })
})

describe('the schemas stay out of bundles that do not use them', () => {
  it('builds every module-level schema in a call marked pure, so a page importing words drops zod', () => {
    for (const file of ['schemas.ts', 'site-content.ts']) {
      const source = readFileSync(new URL(file, import.meta.url), 'utf8')
      const unwrapped = source
        .split('\n')
        .filter((line) => /^(export )?const \w+ = /.test(line))
        .filter((line) => /= (z\b|\w+Schema\.)/.test(line))
      expect(unwrapped, file).toEqual([])
    }
  })
})
