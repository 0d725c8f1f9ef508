import {
  type ImageAsset,
  MAX_GALLERY_PHOTOS,
  PhotoUploadSchema,
  photoUrl,
  photoWidths,
  uploadedPhoto,
} from '@hard-hat/content'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { html, type SafeHtml } from '../../lib/html.js'
import { ApiError } from '../../plugins/app/errors.js'
import { sliceOf } from '../../store/sql.js'
import { actorOf } from '../actor.js'
import { photoEraser } from '../images/erase.js'
import {
  MAX_PHOTO_BYTES,
  PhotoRefusedError,
  REFUSAL_MESSAGES,
  type RefusalReason,
} from '../images/pipeline.js'
import { createImageStore } from '../images/store.js'
import { type PhotoTaker, readUpload, TOO_LARGE_MESSAGE } from '../images/upload.js'
import { type ContentKind, PLURALS } from '../kinds.js'
import {
  ContentConflictError,
  type ContentItem,
  createContentStore,
  SlugTakenError,
} from '../store.js'
import { PHOTO_FIELD_SCRIPT } from './photo-field-script.js'

/** The field holding each kind's photo; a testimonial or an FAQ has none. */
export const PHOTO_FIELDS = { article: 'featuredImage', project: 'image' } as const
type KindWithPhoto = keyof typeof PHOTO_FIELDS

const hasPhoto = (kind: ContentKind): kind is KindWithPhoto => kind in PHOTO_FIELDS

/** Where the editor's photo form posts for an item. */
export const photoPath = (kind: ContentKind, id: string) =>
  `/admin/content/${PLURALS[kind]}/${id}/photo`
const editPath = (kind: ContentKind, id: string) => `/admin/content/${PLURALS[kind]}/${id}`

/** The alternative text's problems, each told by the schema's own words for a sample of it. */
export const ALT_SAMPLES = {
  'alt-missing': '',
  'alt-too-long': 'x'.repeat(301),
  'alt-one-line': 'a\nb',
}
export type AltProblem = keyof typeof ALT_SAMPLES
export const altMessage = (problem: AltProblem) =>
  PhotoUploadSchema.safeParse({ alt: ALT_SAMPLES[problem] }).error?.issues[0]?.message ?? ''
/** The alternative text's problem a schema message tells (the same words, decision 012). */
export const altProblemOf = (message: string | undefined): AltProblem =>
  (Object.keys(ALT_SAMPLES) as AltProblem[]).find((each) => altMessage(each) === message) ??
  'alt-missing'

/** How an upload from the editor ended: each a code in the edit page's address, never a 500. */
export type PhotoOutcome =
  | 'saved'
  | 'too-big'
  | 'no-file'
  | 'changed'
  | 'full'
  | RefusalReason
  | AltProblem

/** What each outcome says; the pipeline's and the schema's own words where they have them. */
export function outcomeMessage(outcome: PhotoOutcome): string {
  switch (outcome) {
    case 'saved':
      return 'Photo saved in the draft. Publish to show it on the site.'
    case 'too-big':
      return TOO_LARGE_MESSAGE
    case 'no-file':
      return 'Choose a photo to send'
    case 'changed':
      return 'Someone changed this item at the same moment: nothing was stored. Send the photo again'
    case 'full':
      return `A case study shows ${MAX_GALLERY_PHOTOS} further photos at most: remove one to add another`
    case 'alt-missing':
    case 'alt-too-long':
    case 'alt-one-line':
      return altMessage(outcome)
    default:
      return REFUSAL_MESSAGES[outcome]
  }
}

const OUTCOMES = [
  'saved',
  'too-big',
  'no-file',
  'changed',
  'full',
  'heic',
  'not-a-photo',
  'damaged',
  'too-many-pixels',
  'alt-missing',
  'alt-too-long',
  'alt-one-line',
] as const satisfies readonly PhotoOutcome[]

/**
 * The outcome of the last upload, from the edit page's query (`?photo=<outcome>`, where the photo
 * route sends a browser without scripts back); undefined for anything else.
 */
export function photoOutcomeOf(query: unknown, key = 'photo'): PhotoOutcome | undefined {
  const value = (query as Record<string, unknown> | undefined)?.[key]
  return OUTCOMES.find((outcome) => outcome === value)
}

/**
 * A photo shown small: an uploaded one at its smallest width, or the site's own image. The main
 * photo's is the one the photo form's script replaces (`data-photo-now`).
 */
export function thumbnailOf(image: ImageAsset, isMain = false): SafeHtml {
  const photo = uploadedPhoto(image.src)
  const width = photo ? (photoWidths(photo.width).at(-1) as number) : image.width
  const src = photo ? photoUrl(photo.id, width, 'jpeg') : image.src
  const shown = Math.min(240, width)
  return html`<img class="photo-now"${isMain ? html` data-photo-now` : ''} src="${src}" alt="${image.alt}" width="${shown}" height="${Math.round((shown * image.height) / image.width)}">`
}

/** The photo shown now, or that there is none. */
const currentPhoto = (image: ImageAsset | undefined): SafeHtml =>
  image ? thumbnailOf(image, true) : html`<p class="hint">No photo yet.</p>`

/** A photo form's file and alternative text (ids `<prefix>-file` and `<prefix>-alt`). */
export function photoInputs(prefix: string, labels: { file: string; alt: string }, alt = '') {
  return html`<div class="field">
      <label for="${prefix}-file">${labels.file}</label>
      <p class="hint" id="${prefix}-file-hint">${PHOTO_FILE_HINT}</p>
      <input id="${prefix}-file" name="file" type="file" accept="image/jpeg,image/png,image/webp" aria-describedby="${prefix}-file-hint">
    </div>
    <div class="field">
      <label for="${prefix}-alt">${labels.alt}</label>
      <p class="hint" id="${prefix}-alt-hint">What the photo shows, for people who cannot see it, like “A new slate roof on a stone cottage”.</p>
      <input id="${prefix}-alt" name="alt" maxlength="300" value="${alt}" aria-describedby="${prefix}-alt-hint">
    </div>`
}

/**
 * The edit page's photo: what is shown now and a form of its own (multipart, outside the edit
 * form) to send another, with its alternative text. Posts natively to `…/<id>/photo`, which
 * sends the browser back to the edit page; with scripts (/admin/photo-field.js) the photo is made
 * smaller in the browser first, the upload shows its progress, and a failure leaves the page as
 * it was. Empty for a kind without a photo.
 */
export function photoField(kind: ContentKind, item: ContentItem, outcome?: PhotoOutcome) {
  if (!hasPhoto(kind)) return html``
  const image = (item.draft as unknown as Record<string, ImageAsset | undefined>)[
    PHOTO_FIELDS[kind]
  ]
  const message = outcome ? outcomeMessage(outcome) : ''
  const isError = outcome !== undefined && outcome !== 'saved'
  return html`<section class="photo-field" id="photo" aria-labelledby="photo-heading">
  <h2 id="photo-heading">Photo</h2>
  ${currentPhoto(image)}
  <form method="post" action="${photoPath(kind, item.id)}" enctype="multipart/form-data" data-photo-form data-field="${PHOTO_FIELDS[kind]}">
    <p class="${isError ? 'field-error' : 'notice'}" data-photo-status role="${isError ? 'alert' : 'status'}" ${message ? '' : html`hidden`}>${message}</p>
    ${photoInputs('photo', { file: 'Photo to send', alt: 'Alternative text' }, image?.alt)}
    <progress data-photo-progress max="100" value="0" hidden>0%</progress>
    <button type="submit">Send photo</button>
  </form>
  <script src="/admin/photo-field.js" defer></script>
</section>`
}

/** What a photo to send may be, beside each file input. */
const PHOTO_FILE_HINT = `A JPEG, PNG or WebP up to ${MAX_PHOTO_BYTES / (1024 * 1024)} MB, straight from a phone. From an iPhone, send a JPEG: Settings, Camera, Formats, “Most Compatible”.`

/** Whether the request is the script's (it asks for JSON); a native form post gets a redirect. */
const wantsJson = (request: FastifyRequest) =>
  request.headers.accept?.includes('application/json') ?? false

const IdParams = z.object({ id: z.uuid({ error: 'Give the id of the item' }) })

/** Each outcome's status for the script. */
const STATUS: Record<PhotoOutcome, number> = {
  saved: 200,
  'too-big': 413,
  'no-file': 400,
  changed: 409,
  full: 409,
  heic: 415,
  'not-a-photo': 415,
  damaged: 422,
  'too-many-pixels': 413,
  'alt-missing': 400,
  'alt-too-long': 400,
  'alt-one-line': 400,
}

/**
 * Where an upload from the editor goes: the item's own photo (`…/<id>/photo`), replaced, or a
 * case study's further photos (`…/<id>/gallery`, gallery.ts), added last. `put` gives the draft
 * with the photo in its place and the form field it is under, or 'full'.
 */
export interface PhotoSlot {
  readonly path: 'photo' | 'gallery'
  readonly put: (
    draft: Record<string, unknown>,
    photo: ImageAsset,
  ) => { input: Record<string, unknown>; field: string } | 'full'
}

/** Each kind's photo slots: its own photo, and for a case study its further photos. */
function slotsOf(kind: KindWithPhoto): PhotoSlot[] {
  const field = PHOTO_FIELDS[kind]
  const own: PhotoSlot = {
    path: 'photo',
    put: (draft, photo) => ({ input: { ...draft, [field]: photo }, field }),
  }
  if (kind !== 'project') return [own]
  const gallery: PhotoSlot = {
    path: 'gallery',
    put: (draft, photo) => {
      const photos = (draft.gallery ?? []) as readonly ImageAsset[]
      if (photos.length >= MAX_GALLERY_PHOTOS) return 'full'
      return {
        input: { ...draft, gallery: [...photos, photo] },
        field: `gallery.${photos.length}`,
      }
    },
  }
  return [own, gallery]
}

/**
 * The editor's photo upload: `POST /admin/content/<articles|projects>/<id>/photo` (multipart:
 * file, alt), for signed-in staff and owners, behind the inbox's Origin check. The same pipeline
 * as the API's; the photo becomes the draft's (src, width, height, alt), the photo it replaces is
 * erased if nothing else names it, and the browser goes back to the edit page (303) with the
 * outcome. Every refusal stores nothing and is a message, never a 500.
 */
export const photoFieldRoutes: FastifyPluginAsyncZod<{
  now: () => number
  photos: PhotoTaker
}> = async (fastify, { now, photos }) => {
  const store = createContentStore(fastify.store.sql)
  const images = sliceOf(fastify.store.sql, createImageStore)
  const eraser = photoEraser(fastify, now)

  fastify.get('/admin/photo-field.js', { config: { isPublic: true } }, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(PHOTO_FIELD_SCRIPT),
  )

  for (const [kind, slot] of (Object.keys(PHOTO_FIELDS) as KindWithPhoto[]).flatMap((kind) =>
    slotsOf(kind).map((each) => [kind, each] as const),
  )) {
    fastify.post(
      `/admin/content/${PLURALS[kind]}/:id/${slot.path}`,
      { config: { access: 'staff' }, schema: { params: IdParams } },
      async (request, reply) => {
        const item = await store.find(request.params.id, now())
        if (!item || item.kind !== kind) {
          throw new ApiError(404, 'not_found', `There is no ${kind} with this id`)
        }
        const answer = (outcome: PhotoOutcome, extra = {}) =>
          respond(request, reply, {
            kind,
            id: item.id,
            slot: slot.path,
            outcome,
            message: outcomeMessage(outcome),
            extra,
          })

        let upload: Awaited<ReturnType<typeof readUpload>>
        try {
          upload = await readUpload(request)
        } catch (error) {
          if (error instanceof ApiError && error.statusCode < 500) return answer('no-file')
          const status = (error as { statusCode?: number }).statusCode
          if (status !== undefined && status >= 400 && status < 500) return answer('no-file')
          throw error
        }
        if (upload.isTruncated) {
          photos.countTooLarge()
          return answer('too-big')
        }
        if (!upload.bytes || upload.bytes.length === 0) return answer('no-file')
        const parsed = PhotoUploadSchema.safeParse(upload.fields)
        if (!parsed.success) {
          return answer(altProblemOf(parsed.error.issues[0]?.message))
        }
        const { alt } = parsed.data

        let taken: Awaited<ReturnType<PhotoTaker['take']>>
        try {
          taken = await photos.take(request, upload.bytes, alt)
        } catch (error) {
          if (error instanceof PhotoRefusedError) return answer(error.reason)
          throw error
        }
        const { image } = taken
        const photo: ImageAsset = {
          src: photoUrl(image.id, image.width, 'jpeg'),
          width: image.width,
          height: image.height,
          alt,
        }
        // The draft as it is now, not as it was before the photo was made: a save meanwhile (the
        // edit page's autosave) is kept, and one between this read and the write refused.
        const current = (await store.find(item.id, now())) ?? item
        const { id: _number, ...draft } = current.draft as unknown as Record<string, unknown>
        const placed = slot.put(draft, photo)
        const removeIfNew = async () => {
          // Nothing stored on failure: a photo new with this upload, and named by nothing, goes.
          if (taken.isNew && (await images.usersOf(image.id)).length === 0) {
            await images.remove(image.id)
          }
        }
        if (placed === 'full') {
          await removeIfNew()
          return answer('full')
        }
        const { input, field } = placed
        try {
          const saved = await eraser.releasing(request, item.id, () =>
            store.update(item.id, input, actorOf(request).name, now(), current.updatedAt),
          )
          if (!saved) throw new ContentConflictError()
        } catch (error) {
          if (!(error instanceof ContentConflictError || error instanceof SlugTakenError)) {
            throw error
          }
          await removeIfNew()
          return answer('changed')
        }
        await fastify.store.recordAudit({
          id: crypto.randomUUID(),
          atMs: now(),
          actor: actorOf(request),
          action: 'content-photo-set',
          submissionId: null,
          detail: `${kind} ${item.id}${item.slug ? ` “${item.slug}”` : ''}: ${slot.path === 'gallery' ? 'further photo' : 'image'} ${image.id}`,
        })
        const smallest = photoWidths(image.width).at(-1) as number
        return answer('saved', {
          field,
          photo,
          preview: photoUrl(image.id, smallest, 'jpeg'),
        })
      },
    )
  }
}

/** The script gets JSON with a status; a browser without scripts goes back to the edit page. */
function respond(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: {
    kind: ContentKind
    id: string
    slot: PhotoSlot['path']
    outcome: PhotoOutcome
    message: string
    extra: object
  },
) {
  if (wantsJson(request)) {
    return reply
      .code(STATUS[answer.outcome])
      .send({ outcome: answer.outcome, message: answer.message, ...answer.extra })
  }
  return reply.redirect(
    `${editPath(answer.kind, answer.id)}?${answer.slot}=${answer.outcome}#${answer.slot}`,
    303,
  )
}
