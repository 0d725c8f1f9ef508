import { errorSummary, page } from '../../inbox/index.js'
import { html, type SafeHtml } from '../../lib/html.js'
import type { PageProblem } from '../checks/index.js'
import type { ContentKind } from '../kinds.js'
import { PERMISSION_WAYS, type RecordedPermission } from '../permissions.js'
import type { ContentItem } from '../store.js'
import type { Fingerprints } from './conflict.js'
import { controlIdOf, FIELDS, type FieldSpec, type FormValues, labelOf } from './fields.js'
import { type GalleryOutcome, galleryField } from './gallery.js'
import { type PhotoOutcome, photoField } from './photo-field.js'
import { changedBy, stateWords, ukAt } from './state.js'
import { editorPath, KIND_WORDS, titleOf } from './titles.js'

/** A problem to list above the form: its message and the field it links to (the checks' own). */
export type FormProblem = PageProblem

/** Everything the edit page shows: one item (or a new one), as typed, with what went wrong. */
export interface EditView {
  readonly kind: ContentKind
  readonly item: ContentItem | undefined
  readonly values: FormValues
  /** Each field's message from the schema, by field name. */
  readonly errors: Readonly<Record<string, string>>
  /** Problems that are not one field's message (the checks before publishing), linked to a field. */
  readonly problems?: readonly FormProblem[]
  readonly basedOn: number | null
  readonly base: Fingerprints | null
  readonly done?: string | undefined
  /** Someone else saved since this form was opened: who, when, which fields, and their values. */
  readonly conflict?: { by: string; at: number; fields: readonly string[]; theirs: FormValues }
  readonly permission: { values: FormValues; recorded: RecordedPermission | undefined }
  readonly isOwner: boolean
  readonly schedule: { date: string; time: string }
  /** What the photo form's last upload came to (its 303 back here says), if it just ran. */
  readonly photoOutcome?: PhotoOutcome | undefined
  /** What the last change of a case study's further photos came to, likewise. */
  readonly galleryOutcome?: GalleryOutcome | undefined
}

/** A field's hint and message ids, for aria-describedby. */
function described(field: FieldSpec, error: string | undefined, extra = ''): SafeHtml {
  const ids = [
    field.hint ? `f-${field.name}-hint` : '',
    error ? `f-${field.name}-error` : '',
    extra,
  ].filter(Boolean)
  return html`${ids.length > 0 ? html` aria-describedby="${ids.join(' ')}"` : ''}${error ? html` aria-invalid="true"` : ''}`
}

function hintAndError(field: FieldSpec, error: string | undefined) {
  return html`${field.hint ? html`<p class="hint" id="f-${field.name}-hint">${field.hint}</p>` : ''}${
    error
      ? html`<p class="field-error" id="f-${field.name}-error"><span class="visually-hidden">Error: </span>${error}</p>`
      : ''
  }`
}

/** The short Markdown guide beside the body. */
const MARKDOWN_GUIDE = html`<aside class="markdown-guide" id="f-content-guide" aria-labelledby="markdown-guide-title">
  <h2 id="markdown-guide-title">Writing the body</h2>
  <dl>
    <dt><code>## A heading</code></dt><dd>A section heading (then <code>###</code> inside it; skip no level)</dd>
    <dt><code>**bold**</code>, <code>*italic*</code></dt><dd>Bold and italic words</dd>
    <dt><code>[words](/portfolio)</code></dt><dd>A link: the words, then the address</dd>
    <dt><code>- an item</code></dt><dd>A bulleted list, one item a line</dd>
    <dt><code>1. a step</code></dt><dd>A numbered list</dd>
    <dt><code>&gt; words</code></dt><dd>A quotation</dd>
    <dt>An empty line</dt><dd>Starts a new paragraph</dd>
  </dl>
</aside>`

function control(field: FieldSpec, value: string, error: string | undefined): SafeHtml {
  const id = `f-${field.name}`
  const label = html`<label for="${id}">${field.label}</label>`
  switch (field.control) {
    case 'markdown':
      return html`<div class="field field-body"><div>${label}${hintAndError(field, error)}
        <textarea id="${id}" name="${field.name}" rows="22" spellcheck="true"${described(field, error, 'f-content-guide')}>${value}</textarea></div>
        ${MARKDOWN_GUIDE}</div>`
    case 'passage':
    case 'lines':
      return html`<div class="field">${label}${hintAndError(field, error)}
        <textarea id="${id}" name="${field.name}" rows="${field.control === 'lines' ? 5 : 4}"${described(field, error)}>${value}</textarea></div>`
    case 'select':
      return html`<div class="field">${label}${hintAndError(field, error)}
        <select id="${id}" name="${field.name}"${described(field, error)}>${(
          field.options ?? []
        ).map(
          (option) =>
            html`<option value="${option.value}"${option.value === value ? html` selected` : ''}>${option.label}</option>`,
        )}</select></div>`
    case 'checkboxes': {
      const chosen = new Set(value.split(','))
      return html`<fieldset class="field"${described(field, error)}><legend>${field.label}</legend>${hintAndError(field, error)}
        ${(field.options ?? []).map(
          (
            option,
          ) => html`<div class="check"><input type="checkbox" id="${id}.${option.value}" name="${field.name}.${option.value}"${chosen.has(option.value) ? html` checked` : ''}>
          <label for="${id}.${option.value}">${option.label}</label></div>`,
        )}</fieldset>`
    }
    default: {
      const type = field.control === 'date' ? 'date' : 'text'
      const numeric = field.control === 'number' ? html` inputmode="numeric"` : ''
      return html`<div class="field">${label}${hintAndError(field, error)}
        <input id="${id}" name="${field.name}" type="${type}" value="${value}"${numeric}${described(field, error)}></div>`
    }
  }
}

/** The kind's fields, those of one group together under its legend. */
function fieldsOf(view: EditView): SafeHtml[] {
  const out: SafeHtml[] = []
  const fields = FIELDS[view.kind]
  for (let index = 0; index < fields.length; ) {
    const field = fields[index] as FieldSpec
    if (!field.group) {
      out.push(control(field, view.values[field.name] ?? '', view.errors[field.name]))
      index += 1
      continue
    }
    let end = index
    while (end < fields.length && fields[end]?.group === field.group) end += 1
    const group = fields.slice(index, end)
    out.push(
      html`<fieldset><legend>${field.group}</legend>${group.map((each) =>
        control(each, view.values[each.name] ?? '', view.errors[each.name]),
      )}</fieldset>`,
    )
    index += group.length
  }
  return out
}

const PERMISSION_FIELDS: readonly FieldSpec[] = [
  { name: 'permission.givenBy', label: 'Who gave permission', control: 'text' },
  { name: 'permission.givenOn', label: 'On what day', control: 'date' },
  {
    name: 'permission.how',
    label: 'How',
    control: 'select',
    options: [
      { value: '', label: 'Choose how' },
      ...Object.entries(PERMISSION_WAYS).map(([value, label]) => ({ value, label })),
    ],
  },
]

function permissionFields(view: EditView) {
  const { recorded, values } = view.permission
  return html`<fieldset><legend>The client’s permission to publish</legend>
    <p class="hint">Kept with the testimonial, never shown on the site. An owner publishes a testimonial only once its permission is recorded.</p>
    ${recorded ? html`<p>Recorded by ${recorded.recordedBy}, ${ukAt(recorded.recordedAt)}.</p>` : ''}
    ${PERMISSION_FIELDS.map((field) => control(field, values[field.name] ?? '', view.errors[field.name]))}
  </fieldset>`
}

function conflictNotice(view: EditView) {
  const { conflict, kind } = view
  if (!conflict) return ''
  return html`<div class="conflict" role="alert">
    <h2>${conflict.by} saved this ${KIND_WORDS[kind].one} while you were editing</h2>
    <p>At ${ukAt(conflict.at)} they changed: <strong>${conflict.fields.map((name) => labelOf(kind, name)).join(', ')}</strong>.
    Nothing was saved from you yet: your text is kept in the form below. Copy what you need from theirs, then Save draft again to save yours over it.</p>
    <details><summary>Their version of what they changed</summary>
    <dl class="fields">${conflict.fields.map(
      (name) => html`<dt>${labelOf(kind, name)}</dt><dd>${conflict.theirs[name] ?? ''}</dd>`,
    )}</dl></details>
  </div>`
}

const DONE_WORDS: Record<string, string> = {
  created: 'Draft saved.',
  saved: 'Draft saved.',
  published: 'Published: the site shows it now.',
  scheduled: 'Scheduled.',
  unpublished: 'Taken down: the site no longer shows it.',
}

/** The fixed words of a `done` code a redirect carries back (free text is never shown). */
export const doneWordsOf = (done: unknown) =>
  typeof done === 'string' ? DONE_WORDS[done] : undefined

function publishingControls(view: EditView) {
  const { item, kind, schedule } = view
  const mayPublish = kind !== 'testimonial' || view.isOwner
  const isShown = item !== undefined && (item.state === 'published' || item.state === 'scheduled')
  return html`<fieldset class="publishing"><legend>Save and publish</legend>
    <div class="actions">
      <button type="submit" name="action" value="save" class="primary">Save draft</button>
      ${item ? html`<a class="button" href="${editorPath(kind, item.id)}/preview">Preview</a>` : ''}
      ${mayPublish ? html`<button type="submit" name="action" value="publish">Publish</button>` : ''}
      ${isShown ? html`<button type="submit" name="action" value="unpublish" class="danger">Unpublish</button>` : ''}
    </div>
    ${
      mayPublish
        ? html`<div class="schedule">
      <div class="field"><label for="f-publishDate">Publish on (UK date)</label>
        ${view.errors.publishDate ? html`<p class="field-error" id="f-publishDate-error"><span class="visually-hidden">Error: </span>${view.errors.publishDate}</p>` : ''}
        <input id="f-publishDate" name="publishDate" type="date" value="${schedule.date}"${view.errors.publishDate ? html` aria-describedby="f-publishDate-error" aria-invalid="true"` : ''}></div>
      <div class="field"><label for="f-publishTime">At (UK time)</label>
        <input id="f-publishTime" name="publishTime" type="time" value="${schedule.time}"></div>
      <button type="submit" name="action" value="schedule">Schedule</button>
    </div>`
        : html`<p class="hint">An owner publishes testimonials, once the client’s permission is recorded.</p>`
    }
  </fieldset>`
}

/** The edit page of one item, or of a new one. */
export function editPage(view: EditView): string {
  const { item, kind } = view
  const words = KIND_WORDS[kind]
  const problems = [
    ...Object.entries(view.errors).map(([field, message]) => ({
      href: `#${field.startsWith('permission.') || field === 'publishDate' ? `f-${field}` : controlIdOf(kind, field)}`,
      message,
    })),
    ...(view.problems ?? []).map((problem) => ({
      href: `#f-${problem.field}`,
      message: problem.message,
    })),
  ]
  const title = item ? `Edit ${words.one}: ${titleOf(kind, item.draft)}` : `New ${words.one}`
  const done = doneWordsOf(view.done)
  const action = item ? editorPath(kind, item.id) : editorPath(kind, 'new')
  const body = html`<p><a href="/admin/content">Content</a> › <a href="${editorPath(kind)}">${words.many}</a></p>
    ${errorSummary(problems)}
    ${done ? html`<div class="notice" role="status">${done}</div>` : ''}
    <h1>${title}</h1>
    ${
      item
        ? html`<p class="item-state">${stateWords(item)} · Last changed by ${changedBy(item)} ·
      <a href="${editorPath(kind, item.id)}/history">History</a></p>`
        : ''
    }
    ${conflictNotice(view)}
    <form method="post" action="${action}" novalidate class="editor"${item ? html` data-autosave` : ''}>
      <input type="hidden" name="basedOn" value="${view.basedOn ?? ''}">
      <input type="hidden" name="base" value="${view.base ? JSON.stringify(view.base) : ''}">
      ${fieldsOf(view)}
      ${kind === 'testimonial' ? permissionFields(view) : ''}
      ${publishingControls(view)}
      <p id="autosave-status" class="hint" role="status"></p>
    </form>
    ${item ? photoField(kind, item, view.photoOutcome) : ''}
    ${item && kind === 'project' ? galleryField(item, view.galleryOutcome) : ''}
    <script src="/admin/content/editor.js" defer></script>`
  return page(title, body, { isSignedIn: true, hasError: problems.length > 0 })
}
