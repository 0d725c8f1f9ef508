import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { adminActorOf, page } from '../../inbox/index.js'
import { html } from '../../lib/html.js'
import { CONTENT_KINDS, type ContentKind } from '../kinds.js'
import { type ContentItem, createContentStore } from '../store.js'
import { changedBy, stateWords } from './state.js'
import { editorPath, KIND_WORDS, searchTextOf, titleOf } from './titles.js'

const SearchQuery = z.object({
  q: z
    .string()
    .max(200, { error: 'Search for 200 characters or fewer' })
    .optional()
    .catch(undefined),
})

const count = (items: readonly ContentItem[], test: (item: ContentItem) => boolean) =>
  items.filter(test).length

/**
 * The Content section's index and its four lists: each item's state in words, who changed it
 * last and when, and a search (GET ?q=, a form that needs no script).
 */
export const contentListPages: FastifyPluginAsyncZod<{ now: () => number }> = async (
  fastify,
  { now },
) => {
  const store = createContentStore(fastify.store.sql)

  fastify.get('/admin/content', { config: { access: 'staff' } }, async (request, reply) => {
    const nowMs = now()
    const lists = await Promise.all(CONTENT_KINDS.map((kind) => store.list(kind, nowMs)))
    const isOwner = adminActorOf(request).role === 'owner'
    const body = html`<h1>Content</h1>
      <p>What the site shows: write a draft, preview it, then publish it now or at a time.</p>
      <ul class="counts content-kinds">${CONTENT_KINDS.map((kind, index) => {
        const items = lists[index] ?? []
        return html`<li><a href="${editorPath(kind)}"><strong>${items.length}</strong> ${KIND_WORDS[kind].many}</a>
          <span class="hint">${count(items, (item) => item.state === 'draft')} drafts,
          ${count(items, (item) => item.state === 'scheduled' || (item.state === 'published' && item.scheduledAt !== null))} scheduled,
          ${count(items, (item) => item.state !== 'draft' && item.changedSincePublished)} changed since published</span></li>`
      })}</ul>
      ${isOwner ? html`<p><a href="/admin/content/claims">Claims that must be true</a>: the figures and “slots left” the site states.</p>` : ''}`
    return reply.type('text/html; charset=utf-8').send(page('Content', body, { isSignedIn: true }))
  })

  for (const kind of CONTENT_KINDS) {
    fastify.get(
      editorPath(kind),
      { config: { access: 'staff' }, schema: { querystring: SearchQuery } },
      async (request, reply) => {
        const search = request.query.q?.trim() ?? ''
        const all = await store.list(kind, now())
        const needle = search.toLocaleLowerCase('en-GB')
        const items = needle ? all.filter((item) => searchTextOf(item.draft).includes(needle)) : all
        return reply
          .type('text/html; charset=utf-8')
          .send(page(KIND_WORDS[kind].many, listBody(kind, items, search), { isSignedIn: true }))
      },
    )
  }
}

function listBody(kind: ContentKind, items: readonly ContentItem[], search: string) {
  const words = KIND_WORDS[kind]
  // Newest change first: what someone is working on is at the top.
  const sorted = [...items].sort((a, b) => b.updatedAt - a.updatedAt)
  return html`<p><a href="/admin/content">Content</a></p>
    <h1>${words.many}</h1>
    <div class="actions"><a class="button primary" href="${editorPath(kind, 'new')}">New ${words.one}</a></div>
    <form method="get" action="${editorPath(kind)}" class="filters" role="search">
      <div><label for="f-q">Search ${words.many.toLocaleLowerCase('en-GB')}</label>
      <input id="f-q" name="q" type="search" value="${search}" maxlength="200"></div>
      <button type="submit">Search</button>
      ${search ? html`<a href="${editorPath(kind)}">Show all</a>` : ''}
    </form>
    <p role="status">${search ? `${sorted.length} found for “${search}”` : `${sorted.length} in all`}</p>
    ${
      sorted.length === 0
        ? ''
        : html`<table class="cards content-list"><caption class="visually-hidden">${words.many}</caption>
      <thead><tr><th scope="col">${kind === 'faq' ? 'Question' : kind === 'testimonial' ? 'Who' : 'Title'}</th><th scope="col">State</th><th scope="col">Last changed (UK time)</th></tr></thead>
      <tbody>${sorted.map(
        (item) => html`<tr>
        <th scope="row"><a href="${editorPath(kind, item.id)}">${titleOf(kind, item.draft)}</a></th>
        <td data-label="State">${stateWords(item)}</td>
        <td data-label="Last changed">${changedBy(item)}</td></tr>`,
      )}</tbody></table>`
    }`
}
