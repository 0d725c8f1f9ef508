import type { FastifyInstance, FastifyReply } from 'fastify'
import { z } from 'zod'
import type { ContentBody, ContentKind } from '../kinds.js'
import type { permissionsOf } from '../permissions.js'
import type { ContentStore } from '../store.js'
import type { EditView } from './edit-page.js'
import { valuesOf } from './fields.js'

/** What the editor's pages share: the app, its clock, the content store and the permissions. */
export interface EditorContext {
  readonly fastify: FastifyInstance
  readonly now: () => number
  readonly store: ContentStore
  readonly permissions: ReturnType<typeof permissionsOf>
}

/** Which button sent the form; Enter in a field is Save draft, the form's first button. */
export const ActionSchema = z.enum(['save', 'publish', 'schedule', 'unpublish']).catch('save')
export type Action = z.infer<typeof ActionSchema>

/** A form post's fields as the inbox's parser gives them. */
export type Post = Readonly<Record<string, unknown>>

/** A save refused, with the page that says why (the person's text kept in it). */
export interface Refused {
  readonly status: number
  readonly view: EditView
}

/** Sends an editor page. */
export const send = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).type('text/html; charset=utf-8').send(body)

/** A body (or a new one without the number the store gives) as the form's fields hold it. */
export const formValuesOf = (kind: ContentKind, body: ContentBody | object) =>
  valuesOf(kind, body as ContentBody)
