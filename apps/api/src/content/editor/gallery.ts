import {
  type ImageAsset,
  MAX_GALLERY_PHOTOS,
  type Project,
  ProjectInputSchema,
} from '@hard-hat/content'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { html } from '../../lib/html.js'
import { actorOf } from '../actor.js'
import { photoEraser } from '../images/erase.js'
import { ContentConflictError, type ContentItem, createContentStore } from '../store.js'
import {
  altProblemOf,
  outcomeMessage,
  type PhotoOutcome,
  photoInputs,
  photoOutcomeOf,
  thumbnailOf,
} from './photo-field.js'

// A case study's further photos (its gallery) on the edit page: each with its alternative text,
// which can be changed, and a button to remove it; and a form to add one. Every form is a native
// post of its own, outside the edit form, changing the draft's gallery alone: the edit form does
// not hold the gallery, and its save keeps the draft's (galleryKept), so neither undoes the other.
// With scripts the add form is the photo form's (photo-field-script.ts): made smaller in the
// browser, its progress shown, and the page never left, so nothing typed in the edit form is lost.

/** Where a case study's further photos are sent, changed and removed. */
export const galleryPath = (id: string) => `/admin/content/projects/${id}/gallery`

/** What the gallery's change of one photo came to, beyond an upload's outcomes. */
export type GalleryOutcome = PhotoOutcome | 'described' | 'removed'

const GALLERY_WORDS: Partial<Record<GalleryOutcome, string>> = {
  saved: 'Photo added to the draft. Publish to show it on the site.',
  described: 'Alternative text saved in the draft.',
  removed:
    'Photo removed from the draft. It is erased once no draft and no published version uses it.',
}
const galleryMessage = (outcome: GalleryOutcome) =>
  GALLERY_WORDS[outcome] ?? outcomeMessage(outcome as PhotoOutcome)

/** The outcome named in the edit page's query (`?gallery=<outcome>`); undefined for anything else. */
export function galleryOutcomeOf(query: unknown): GalleryOutcome | undefined {
  const value = (query as Record<string, unknown> | undefined)?.gallery
  if (value === 'described' || value === 'removed') return value
  // An upload's outcomes are the photo form's own codes (never free text).
  return photoOutcomeOf(query, 'gallery')
}

/** The further photos a draft holds. */
const galleryOf = (draft: unknown): readonly ImageAsset[] =>
  ((draft as Partial<Project> | undefined)?.gallery ?? []) as readonly ImageAsset[]

/** What a save of the edit form keeps from the draft it does not hold: a case study's gallery. */
export function galleryKept(item: ContentItem | undefined): { gallery?: readonly ImageAsset[] } {
  if (item?.kind !== 'project') return {}
  const gallery = (item.draft as Partial<Project>).gallery
  return gallery ? { gallery } : {}
}

/**
 * The edit page's further photos of a case study: each with its alternative text (id
 * `f-gallery.<n>.alt`, where the checks before publishing link) and Remove, then a form to add
 * one (multipart, the photo form's pipeline). Native forms: each sends the browser back here.
 */
export function galleryField(item: ContentItem, outcome?: GalleryOutcome) {
  const photos = galleryOf(item.draft)
  const message = outcome ? galleryMessage(outcome) : ''
  const isError = outcome !== undefined && !(outcome in GALLERY_WORDS)
  const isFull = photos.length >= MAX_GALLERY_PHOTOS
  const action = galleryPath(item.id)
  return html`<section class="photo-field" id="gallery" aria-labelledby="gallery-heading">
  <h2 id="gallery-heading">More photos</h2>
  <p class="hint">Shown after the photo above, in this order, on the case study’s page: up to ${MAX_GALLERY_PHOTOS}.</p>
  <p class="${isError ? 'field-error' : 'notice'}" role="${isError ? 'alert' : 'status'}" ${message ? '' : html`hidden`}>${message}</p>
  ${photos.length === 0 ? html`<p class="hint">No further photos yet.</p>` : ''}
  <ol class="gallery">${photos.map(
    (photo, index) => html`<li>
    ${thumbnailOf(photo)}
    <form method="post" action="${action}/${index}">
      <input type="hidden" name="src" value="${photo.src}">
      <div class="field">
        <label for="f-gallery.${index}.alt">Alternative text of photo ${index + 2}</label>
        <input id="f-gallery.${index}.alt" name="alt" maxlength="300" value="${photo.alt}">
      </div>
      <div class="actions">
        <button type="submit" name="action" value="describe">Save alternative text</button>
        <button type="submit" name="action" value="remove" class="danger">Remove photo ${index + 2}</button>
      </div>
    </form>
  </li>`,
  )}</ol>
  ${
    isFull
      ? html`<p class="hint">Remove a photo to add another.</p>`
      : html`<form method="post" action="${action}" enctype="multipart/form-data" data-photo-form data-field="gallery">
    <p class="notice" data-photo-status role="status" hidden></p>
    ${photoInputs('gallery', { file: 'Photo to add', alt: 'Its alternative text' })}
    <progress data-photo-progress max="100" value="0" hidden>0%</progress>
    <button type="submit">Add photo</button>
  </form>`
  }
</section>`
}

const PhotoParams = z.object({
  id: z.uuid({ error: 'Give the id of the item' }),
  index: z.coerce
    .number()
    .int()
    .min(0)
    .max(MAX_GALLERY_PHOTOS - 1),
})
const ChangeBody = z.object({
  // The photo the form showed at this place: another there now means someone changed the list.
  src: z.string().max(300),
  alt: z.string().max(1_000).optional(),
  action: z.enum(['describe', 'remove']),
})

/**
 * `POST /admin/content/projects/<id>/gallery/<n>` (a native form: src, alt, action): changes the
 * alternative text of the draft's further photo n, or removes it; a removed photo is erased once
 * nothing names it (decision 043). Back to the edit page (303) with the outcome, never a 500.
 */
export const galleryRoutes: FastifyPluginAsyncZod<{ now: () => number }> = async (
  fastify,
  { now },
) => {
  const store = createContentStore(fastify.store.sql)
  const eraser = photoEraser(fastify, now)
  fastify.post(
    `${galleryPath(':id')}/:index`,
    { config: { access: 'staff' }, schema: { params: PhotoParams } },
    async (request, reply) => {
      const { id, index } = request.params
      const back = (outcome: GalleryOutcome) =>
        reply.redirect(`/admin/content/projects/${id}?gallery=${outcome}#gallery`, 303)
      const item = await store.find(id, now())
      if (item?.kind !== 'project') {
        return reply.code(404).type('text/plain; charset=utf-8').send('There is no such case study')
      }
      const posted = ChangeBody.safeParse(request.body)
      const photos = galleryOf(item.draft)
      const photo = photos[index]
      if (!posted.success || photo?.src !== posted.data.src) return back('changed')
      const { action } = posted.data
      const gallery =
        action === 'remove'
          ? photos.filter((_, at) => at !== index)
          : photos.map((each, at) =>
              at === index ? { ...each, alt: (posted.data.alt ?? '').trim() } : each,
            )
      const { id: _number, ...draft } = item.draft as unknown as Record<string, unknown>
      const input = { ...draft, gallery }
      const parsed = ProjectInputSchema.safeParse(input)
      if (!parsed.success) {
        return back(
          altProblemOf(parsed.error.issues.find((issue) => issue.path.at(-1) === 'alt')?.message),
        )
      }
      try {
        const saved = await eraser.releasing(request, item.id, () =>
          store.update(item.id, parsed.data, actorOf(request).name, now(), item.updatedAt),
        )
        if (!saved) return back('changed')
      } catch (error) {
        if (error instanceof ContentConflictError) return back('changed')
        throw error
      }
      await fastify.store.recordAudit({
        id: crypto.randomUUID(),
        atMs: now(),
        actor: actorOf(request),
        action: action === 'remove' ? 'content-photo-removed' : 'content-photo-described',
        submissionId: null,
        detail: `project ${item.id}${item.slug ? ` “${item.slug}”` : ''}: further photo ${index + 2}`,
      })
      return back(action === 'remove' ? 'removed' : 'described')
    },
  )
}
