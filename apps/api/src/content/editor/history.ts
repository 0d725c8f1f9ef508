// The history page of an item (issue 37): every published version with who and when, a word-level
// diff between any two (or a version and the draft), and "Restore this version" as a native form.
// Server-rendered in the inbox's style, no script (decision 045).
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorSummary, page } from '../../inbox/layout.js'
import { ukTime } from '../../inbox/uk-time.js'
import { html, type SafeHtml } from '../../lib/html.js'
import { actorOf } from '../actor.js'
import { recordContentChange } from '../audit.js'
import { photoEraser } from '../images/erase.js'
import { CONTENT_KINDS, type ContentKind, PLURALS } from '../kinds.js'
import { VersionNumberSchema } from '../routes.js'
import {
  ContentConflictError,
  type ContentItem,
  type ContentStore,
  type ContentVersion,
  createContentStore,
  SlugTakenError,
} from '../store.js'
import { type Comparison, compare, historyApiRoutes, type Side, SideSchema } from './history-api.js'
import type { FieldDiff } from './version-diff.js'

const NAMES: Readonly<Record<ContentKind, string>> = {
  article: 'article',
  project: 'case study',
  testimonial: 'testimonial',
  faq: 'question',
}

/** The item's edit page, history page and the restore action of a version. */
export const editPath = (item: Pick<ContentItem, 'kind' | 'id'>) =>
  `/admin/content/${PLURALS[item.kind]}/${item.id}`
export const historyPath = (item: Pick<ContentItem, 'kind' | 'id'>) => `${editPath(item)}/history`
const restorePath = (item: ContentItem, version: number) =>
  `${historyPath(item)}/restore/${version}`

/** What a person calls the item: its title, a testimonial's name and company, an FAQ's question. */
export function itemTitle(item: ContentItem): string {
  const draft = item.draft as Partial<Record<'title' | 'name' | 'company' | 'question', string>>
  if (item.kind === 'testimonial') return `${draft.name ?? ''}, ${draft.company ?? ''}`
  return (item.kind === 'faq' ? draft.question : draft.title) ?? ''
}

/** A side in words: "version 3" or "the current draft". */
const sideWords = (side: Side) => (side === 'draft' ? 'the current draft' : `version ${side}`)

/** Where a version stands now: shown, waiting for its time, or no longer shown. */
function stateOf(item: ContentItem, version: ContentVersion, nowMs: number): SafeHtml {
  if (version.version === item.liveVersion) return html`<strong>Live</strong>`
  if (version.publishAt > nowMs) {
    return html`<strong>Scheduled</strong> for ${ukTime(new Date(version.publishAt).toISOString())}`
  }
  return html`Not shown now`
}

const when = (ms: number) => ukTime(new Date(ms).toISOString())

/** The table of versions, newest first, each with its Restore button. */
function versionsTable(item: ContentItem, versions: readonly ContentVersion[], nowMs: number) {
  if (versions.length === 0) {
    return html`<p>This ${NAMES[item.kind]} has never been published: there is only the draft.</p>`
  }
  return html`<table class="cards versions"><caption>Every published version, newest first</caption>
    <thead><tr><th scope="col">Version</th><th scope="col">Published by</th><th scope="col">When (UK time)</th><th scope="col">Now</th><th scope="col"><span class="visually-hidden">Action</span></th></tr></thead>
    <tbody>${versions.map(
      (version) => html`<tr>
        <th scope="row" data-label="Version">Version ${version.version}</th>
        <td data-label="Published by">${version.publishedBy}</td>
        <td data-label="When">${when(version.publishedAt)}${version.publishAt > version.publishedAt ? html`, to be shown from ${when(version.publishAt)}` : ''}</td>
        <td data-label="Now">${stateOf(item, version, nowMs)}</td>
        <td data-label="Action"><form method="post" action="${restorePath(item, version.version)}"><button type="submit">Restore this version<span class="visually-hidden"> (version ${version.version}) as the draft</span></button></form></td>
      </tr>`,
    )}</tbody></table>`
}

/** The form picking two sides to compare (a GET: the choice is no personal data). */
function compareForm(
  item: ContentItem,
  versions: readonly ContentVersion[],
  chosen: { from: string; to: string },
  problem: string | undefined,
) {
  const options = (selected: string) =>
    html`<option value="draft"${selected === 'draft' ? html` selected` : ''}>Current draft</option>${versions.map(
      (version) =>
        html`<option value="${version.version}"${String(version.version) === selected ? html` selected` : ''}>Version ${version.version}, ${when(version.publishedAt)}</option>`,
    )}`
  return html`<form method="get" action="${historyPath(item)}" class="filters compare" novalidate>
    <div><label for="from">Compare</label>
      ${problem ? html`<p id="compare-error" class="field-error"><span class="visually-hidden">Error: </span>${problem}</p>` : ''}
      <select id="from" name="from"${problem ? html` aria-describedby="compare-error" aria-invalid="true"` : ''}>${options(chosen.from)}</select></div>
    <div><label for="to">with</label>
      <select id="to" name="to">${options(chosen.to)}</select></div>
    <div><button type="submit" class="primary">Show the changes</button></div>
  </form>`
}

/** The words of unchanged text kept either side of a change; the rest is counted, not shown. */
const CONTEXT_CHARACTERS = 160

/**
 * An unchanged run as shown: whole when short, else the words next to the changes around it (the
 * end of the run after one, its start before the next), and how much was left out between.
 */
export function unchangedRun(text: string, isAfterChange: boolean, isBeforeChange: boolean) {
  const keep = (isAfterChange ? CONTEXT_CHARACTERS : 0) + (isBeforeChange ? CONTEXT_CHARACTERS : 0)
  if (text.length <= keep + CONTEXT_CHARACTERS) return text
  // Cut at a space, so no word is split.
  const startEnd = isAfterChange ? text.lastIndexOf(' ', CONTEXT_CHARACTERS) + 1 : 0
  const endStart = isBeforeChange
    ? text.indexOf(' ', text.length - CONTEXT_CHARACTERS)
    : text.length
  const start = text.slice(0, startEnd)
  const end = endStart < 0 ? '' : text.slice(endStart)
  const left = text.length - start.length - end.length
  return html`${start}<span class="elided">[… ${left.toLocaleString('en-GB')} characters unchanged …]</span>${end}`
}

/** A field's diff: removed text struck through, added text underlined, each named for a screen reader. */
function fieldChanges(field: FieldDiff) {
  const granularity =
    field.granularity === 'word'
      ? ''
      : html`<p class="hint">Too long to compare word by word: compared ${field.granularity === 'line' ? 'line by line' : 'as a whole'}.</p>`
  return html`<section class="field-diff" aria-labelledby="d-${field.field}">
    <h3 id="d-${field.field}">${field.label}</h3>${granularity}
    <p class="diff">${field.parts.map((part, index) =>
      part.op === 'same'
        ? unchangedRun(part.text, index > 0, index < field.parts.length - 1)
        : part.op === 'added'
          ? html`<ins><span class="visually-hidden">[added: </span>${part.text}<span class="visually-hidden">]</span></ins>`
          : html`<del><span class="visually-hidden">[removed: </span>${part.text}<span class="visually-hidden">]</span></del>`,
    )}</p>
  </section>`
}

/** The changes between the two sides: each field that changed, then the names of those that did not. */
function changesOf(comparison: Comparison) {
  const { from, to, fields } = comparison
  const changed = fields.filter((field) => field.changed)
  const unchanged = fields.filter((field) => !field.changed)
  return html`<section aria-labelledby="changes-title">
    <h2 id="changes-title">Changes from ${sideWords(from.side)} to ${sideWords(to.side)}</h2>
    <p class="hint">Removed words are <del>struck through</del>; added words are <ins>underlined</ins>.</p>
    ${changed.length === 0 ? html`<p>No field differs.</p>` : changed.map(fieldChanges)}
    ${unchanged.length > 0 ? html`<p><strong>Unchanged:</strong> ${unchanged.map((field) => field.label).join('; ')}.</p>` : ''}
  </section>`
}

/** The sides to compare when none are asked: the newest version with the draft, or the two newest. */
function defaultSides(item: ContentItem, versions: readonly ContentVersion[]) {
  const [newest, previous] = versions
  if (!newest) return { from: 'draft', to: 'draft' }
  if (item.changedSincePublished || !previous) return { from: String(newest.version), to: 'draft' }
  return { from: String(previous.version), to: String(newest.version) }
}

const CompareQuery = z.object({ from: SideSchema, to: SideSchema })
const RestoredQuery = z.object({ restored: VersionNumberSchema })

/**
 * After a restore (its 303 lands here with `?restored=<version>`, a number, no personal data):
 * that the version is now the draft, said only while the draft still is that version, so an
 * address kept or typed never tells something no longer true.
 */
function restoredNotice(item: ContentItem, versions: readonly ContentVersion[], query: unknown) {
  const parsed = RestoredQuery.safeParse(query)
  if (!parsed.success) return undefined
  const version = parsed.data.restored
  const compared = compare(item, versions, version, 'draft')
  if ('missing' in compared || compared.fields.some((field) => field.changed)) return undefined
  return {
    version,
    html: html`<div class="notice" role="status"><p><strong>Version ${version} is now the draft.</strong> Nothing was published: ${
      item.liveVersion === null
        ? 'visitors still see nothing of it.'
        : `visitors still see version ${item.liveVersion} until you publish the draft.`
    }</p>
    <p><a href="${editPath(item)}">Check and publish “${itemTitle(item)}”</a></p></div>`,
  }
}

function historyPage(
  item: ContentItem,
  versions: readonly ContentVersion[],
  query: unknown,
  nowMs: number,
): { code: number; body: string } {
  const asked = query as { from?: unknown; to?: unknown }
  const isAsked = asked?.from !== undefined || asked?.to !== undefined
  const chosen = isAsked
    ? { from: String(asked.from ?? ''), to: String(asked.to ?? '') }
    : defaultSides(item, versions)
  const parsed = CompareQuery.safeParse(chosen)
  const compared = parsed.success
    ? compare(item, versions, parsed.data.from, parsed.data.to)
    : undefined
  const problem = !parsed.success
    ? 'Choose a version, or the current draft, on each side'
    : compared && 'missing' in compared
      ? `This ${NAMES[item.kind]} has no ${sideWords(compared.missing)}: choose one listed`
      : undefined
  const title = itemTitle(item)
  const restored = restoredNotice(item, versions, query)
  const body = html`${problem ? errorSummary([{ href: '#from', message: problem }]) : ''}
  <p><a href="${editPath(item)}">Back to editing this ${NAMES[item.kind]}</a></p>
  ${restored?.html ?? ''}
  <h1>History of “${title}”</h1>
  <p>${
    item.liveVersion === null
      ? html`Visitors see nothing of it now.`
      : html`Visitors see version ${item.liveVersion}.`
  } ${item.changedSincePublished ? 'The draft has changes not yet published.' : 'The draft is the same as the last version published.'}</p>
  <h2>Versions</h2>
  ${versionsTable(item, versions, nowMs)}
  <p class="hint">Restoring a version makes it the draft; nothing is published until you publish the draft.${
    item.changedSincePublished
      ? ' It replaces the current draft, whose changes have not been published: compare the two first.'
      : ''
  }</p>
  <h2>Compare two versions</h2>
  ${compareForm(item, versions, chosen, problem)}
  ${compared && !('missing' in compared) ? changesOf(compared) : ''}`
  return {
    code: problem ? 400 : 200,
    body: page(
      restored
        ? `Version ${restored.version} restored: history of ${title}`
        : `History of ${title}`,
      body,
      { isSignedIn: true, hasError: Boolean(problem) },
    ),
  }
}

/** A page saying what went wrong, with a way back. */
function problemPage(heading: string, words: string, back: { href: string; text: string }) {
  return page(
    heading,
    html`<h1>${heading}</h1><p>${words}</p><p><a href="${back.href}">${back.text}</a></p>`,
    { isSignedIn: true, hasError: true },
  )
}

const send = (reply: FastifyReply, code: number, body: string) =>
  reply.code(code).type('text/html; charset=utf-8').send(body)

const PageParams = z.object({ id: z.uuid() })
const RestoreParams = z.object({ id: z.uuid(), version: VersionNumberSchema })

/**
 * The history pages of every kind, staff and owners alike, and the diff API for scripts beside
 * them (history-api.ts). A restore is audited with who made it and never publishes by itself.
 */
export const contentHistoryRoutes: FastifyPluginAsyncZod<{ now?: () => number }> = async (
  fastify,
  options,
) => {
  const now = options.now ?? Date.now
  const store = createContentStore(fastify.store.sql)
  await fastify.register(historyApiRoutes, { now, store })
  for (const kind of CONTENT_KINDS) historyRoutes(fastify, kind, store, now)
}

function historyRoutes(
  fastify: Parameters<FastifyPluginAsyncZod>[0],
  kind: ContentKind,
  store: ContentStore,
  now: () => number,
) {
  const base = `/admin/content/${PLURALS[kind]}`
  const notFound = (reply: FastifyReply) =>
    send(
      reply,
      404,
      problemPage(`No such ${NAMES[kind]}`, `There is no ${NAMES[kind]} at this address.`, {
        href: '/admin',
        text: 'Back to the inbox',
      }),
    )
  /** The item of this kind the path names, or undefined. */
  const itemOf = async (request: FastifyRequest, nowMs: number) => {
    const params = PageParams.safeParse(request.params)
    if (!params.success) return undefined
    const item = await store.find(params.data.id, nowMs)
    return item?.kind === kind ? item : undefined
  }

  const eraser = photoEraser(fastify, now)

  fastify.get(`${base}/:id/history`, { config: { access: 'staff' } }, async (request, reply) => {
    const nowMs = now()
    const item = await itemOf(request, nowMs)
    if (!item) return notFound(reply)
    const { code, body } = historyPage(item, await store.versions(item.id), request.query, nowMs)
    return send(reply, code, body)
  })

  fastify.post(
    `${base}/:id/history/restore/:version`,
    { config: { access: 'staff' } },
    async (request, reply) => {
      const nowMs = now()
      const item = await itemOf(request, nowMs)
      const params = RestoreParams.safeParse(request.params)
      if (!item || !params.success) return notFound(reply)
      const { version } = params.data
      const back = { href: historyPath(item), text: 'Back to the history' }
      let restored: boolean
      try {
        // Through the photo eraser, as the API's restore: a photo only the old draft named goes.
        restored = await eraser.releasing(request, item.id, () =>
          store.restore(item.id, version, actorOf(request).name, nowMs),
        )
      } catch (error) {
        if (error instanceof SlugTakenError) {
          return send(
            reply,
            409,
            problemPage(
              'This version cannot be restored',
              `Another ${NAMES[kind]} now has its address (${error.slug}). Change that one's address first.`,
              back,
            ),
          )
        }
        if (error instanceof ContentConflictError) {
          return send(
            reply,
            409,
            problemPage(
              'Someone changed this at the same moment',
              'Nothing was restored. Try again.',
              back,
            ),
          )
        }
        throw error
      }
      if (!restored) {
        return send(
          reply,
          404,
          problemPage(
            `No version ${version}`,
            `This ${NAMES[kind]} has no version ${version}.`,
            back,
          ),
        )
      }
      const after = (await store.find(item.id, nowMs)) ?? item
      await recordContentChange(
        fastify,
        request,
        nowMs,
        'restored',
        after,
        `: version ${version} is the draft`,
      )
      // POST/redirect/GET: the history page says the version is now the draft, and reloading it
      // restores nothing again.
      return reply.redirect(`${historyPath(after)}?restored=${version}`, 303)
    },
  )
}
