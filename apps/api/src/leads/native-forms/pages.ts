import { REFERRAL_PAGE, SITE } from '@hard-hat/content'
import {
  acknowledgementSentWords,
  ERROR_SUMMARY_TITLE,
  ERROR_TITLE_PREFIX,
  type FieldErrors,
  FORM_FIELDS,
  FORM_ID_FIELD,
  type FormDefinition,
  type FormField,
  IDEMPOTENCY_KEY_FIELD,
  PRIVACY_NOTICE,
  REFERENCE_LABEL,
} from '@hard-hat/forms'
import type { FormWords } from './form-words.js'

// The HTML a scripts-off visitor gets back from a form post. Built from the site's own stylesheet
// and classes, with no script at all; every value a visitor typed is escaped.

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Escapes text for an HTML element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character)
}

/** What every answer page needs: the site's stylesheets (from the web build), if it is served. */
export interface PageShell {
  readonly stylesheets: readonly string[]
}

const FIELD_CLASS =
  'w-full rounded-md border-2 border-brand-muted bg-brand-paper px-3 py-2 text-base text-brand-text aria-[invalid=true]:border-brand-danger'
const BUTTON_CLASS =
  'inline-flex h-13 items-center justify-center rounded-md bg-brand-accent px-7 font-semibold text-brand-ink text-lg hover:bg-brand-accent-strong'
const PANEL_CLASS = 'flex flex-col gap-4 rounded-xl bg-brand-paper p-6 text-brand-text shadow-sm'

/** A whole page in the site's look: header with the brand, the content, a way home. */
export function renderPage(shell: PageShell, title: string, main: string): string {
  const links = shell.stylesheets
    .map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`)
    .join('')
  return `<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} | ${escapeHtml(SITE.brand)}</title>${links}</head><body class="min-h-screen bg-brand-paper-soft text-brand-text"><header class="bg-brand-ink px-4 py-4 text-brand-paper"><a href="/" class="font-extrabold text-xl">${escapeHtml(SITE.brand)}</a></header><main id="main" class="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-12">${main}</main></body></html>`
}

/**
 * The confirmation: the form's own thank-you words and the reference to quote. A referral shown to
 * the browser that sent it gets the referral page's own thank-you panel instead: what happens next,
 * its code, the reference, the programme's rules and a way to refer someone else.
 */
export function renderReceived(
  shell: PageShell,
  words: FormWords,
  reference: string,
  referralCode?: string,
  /** Said first when a claim arrived after its offer ended (P-late-claim-is-a-lead). */
  lateNote?: string,
  /** Where the acknowledgement went, shown to the browser that sent the post only. */
  sent: { acknowledgedTo?: string | undefined } = {},
): string {
  const { thankYou } = REFERRAL_PAGE
  const referenceLine = `<p class="font-semibold">${escapeHtml(REFERENCE_LABEL)}: <span data-testid="reference" class="font-mono">${escapeHtml(reference)}</span></p>`
  const body = referralCode
    ? `<p class="text-brand-muted">${escapeHtml(thankYou.text)}</p><p>${escapeHtml(thankYou.codeLabel)}: <strong data-testid="referral-code" class="whitespace-nowrap font-mono text-2xl">${escapeHtml(referralCode)}</strong></p>${referenceLine}<h2 class="font-bold text-xl">${escapeHtml(thankYou.rulesHeading)}</h2><ul class="list-disc space-y-2 pl-6 text-left">${thankYou.rules.map((rule) => `<li>${escapeHtml(rule)}</li>`).join('')}</ul><a href="/referrals" class="font-semibold underline">${escapeHtml(thankYou.referAgain)}</a>`
    : `<p class="text-brand-muted">${escapeHtml(words.success.text)}</p>${referenceLine}`
  const acknowledged = sent.acknowledgedTo
    ? `<p data-testid="acknowledgement">${escapeHtml(acknowledgementSentWords(sent.acknowledgedTo))}</p>`
    : ''
  const late = lateNote
    ? `<p data-testid="late-claim" class="font-semibold">${escapeHtml(lateNote)}</p>`
    : ''
  return renderPage(
    shell,
    words.success.heading,
    `<div role="status" class="${PANEL_CLASS} items-center text-center"><h1 class="font-extrabold text-3xl">${escapeHtml(words.success.heading)}</h1>${late}${body}${acknowledged}<a href="/" class="font-semibold underline">Back to the home page</a></div>`,
  )
}

/** A page that says what happened and what to do (403, 413, 429, 5xx, a form it does not know). */
export function renderProblem(
  shell: PageShell,
  problem: { heading: string; text: string; back?: { href: string; label: string } },
): string {
  const back = problem.back ?? { href: '/contact', label: 'Go to the contact page' }
  return renderPage(
    shell,
    problem.heading,
    `<div class="${PANEL_CLASS}"><h1 class="font-extrabold text-3xl">${escapeHtml(problem.heading)}</h1><p>${escapeHtml(problem.text)}</p><p>You can also call us on <a href="${SITE.phone.href}" class="font-semibold underline">${escapeHtml(SITE.phone.display)}</a>.</p><a href="${escapeHtml(back.href)}" class="font-semibold underline">${escapeHtml(back.label)}</a></div>`,
  )
}

const REQUIRED_MARK =
  '<span aria-hidden="true" class="text-brand-danger"> *</span><span class="sr-only"> (required)</span>'

/** One field as the page shows it: its kind from the definition, its words from the content. */
function renderField(
  field: FormField,
  words: FormWords,
  value: string,
  error: string | undefined,
): string {
  const name = escapeHtml(field.name)
  if (field.input === 'hidden') {
    return `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`
  }
  const id = `field-${name}`
  const fieldWords = words.fields[field.name]
  const label = `${escapeHtml(fieldWords?.label ?? field.name)}${field.isRequired ? REQUIRED_MARK : ''}`
  const invalid = error ? ` aria-invalid="true" aria-describedby="${id}-error"` : ''
  const message = error
    ? `<p id="${id}-error" class="font-semibold text-brand-danger text-sm"><span class="sr-only">Error: </span>${escapeHtml(error)}</p>`
    : ''
  const placeholder = fieldWords?.placeholder
    ? ` placeholder="${escapeHtml(fieldWords.placeholder)}"`
    : ''
  const attributes = `id="${id}" name="${name}"${invalid}`
  const wide = field.isWide || field.input === 'textarea' || field.input === 'checkbox'
  const cell = wide ? 'flex flex-col gap-1.5 sm:col-span-2' : 'flex flex-col gap-1.5'
  if (field.input === 'checkbox') {
    const checked = value === 'true' ? ' checked' : ''
    return `<div class="${cell}">${message}<label for="${id}" class="flex items-start gap-3"><input ${attributes} type="checkbox" value="true"${checked} class="mt-1 size-5 accent-brand-accent-text"><span>${label}</span></label></div>`
  }
  let control: string
  if (field.input === 'textarea') {
    control = `<textarea ${attributes} rows="${fieldWords?.rows ?? 4}"${placeholder} class="${FIELD_CLASS}">${escapeHtml(value)}</textarea>`
  } else if (field.input === 'select') {
    const options = (field.options ?? [])
      .map(
        (option) =>
          `<option value="${escapeHtml(option.value)}"${option.value === value ? ' selected' : ''}>${escapeHtml(option.label)}</option>`,
      )
      .join('')
    control = `<select ${attributes} class="${FIELD_CLASS} h-11"><option value="">${escapeHtml(fieldWords?.placeholder ?? 'Please choose')}</option>${options}</select>`
  } else {
    // A website is text with the url keyboard: the schemas take a bare "www.example.co.uk".
    const type = field.input === 'url' ? 'text" inputmode="url' : field.input
    control = `<input ${attributes} type="${type}" autocomplete="${escapeHtml(field.autoComplete)}" value="${escapeHtml(value)}"${placeholder} class="${FIELD_CLASS} h-11">`
  }
  return `<div class="${cell}"><label for="${id}" class="font-semibold text-brand-text">${label}</label>${message}${control}</div>`
}

/** The form's fields in its groups, as the page lays them out (a group with a legend is a fieldset). */
function renderFields(
  definition: FormDefinition,
  words: FormWords,
  values: Readonly<Record<string, string>>,
  errors: Readonly<FieldErrors>,
): string {
  return FORM_FIELDS[definition.id]
    .map((group) => {
      const inner = group.fields
        .map((field) => renderField(field, words, values[field.name] ?? '', errors[field.name]))
        .join('')
      const legend = group.id ? words.legends?.[group.id] : undefined
      return legend
        ? `<fieldset class="grid gap-4 sm:grid-cols-2"><legend class="mb-2 font-bold text-xl">${escapeHtml(legend)}</legend>${inner}</fieldset>`
        : `<div class="grid gap-4 sm:grid-cols-2">${inner}</div>`
    })
    .join('')
}

/** The form's one line on what happens to the data, its link label turned into the link. */
function renderPrivacyLine(words: FormWords): string {
  const note = words.privacyNote ?? PRIVACY_NOTICE.text
  const link = words.privacyLink ?? { label: PRIVACY_NOTICE.linkText, href: PRIVACY_NOTICE.href }
  const at = note.indexOf(link.label)
  const before = at === -1 ? `${note} ` : note.slice(0, at)
  const after = at === -1 ? '' : note.slice(at + link.label.length)
  return `<p class="text-brand-muted text-sm">${escapeHtml(before)}<a href="${escapeHtml(link.href)}" class="underline">${escapeHtml(link.label)}</a>${escapeHtml(after)}</p>`
}

/**
 * The 400 answer to a scripts-off post: "There is a problem" linking to each field at fault, then
 * the form again with every value as typed, so nothing has to be typed twice. It posts to the same
 * route with the same hidden fields; the browser's own checks are left off so the server's
 * messages stay the ones shown.
 */
export function renderFormProblems(
  shell: PageShell,
  definition: FormDefinition,
  words: FormWords,
  values: Readonly<Record<string, string>>,
  errors: Readonly<FieldErrors>,
  idempotencyKey: string,
  /** A problem that is no field's (the server failed): shown in the summary instead of links. */
  notice?: string,
): string {
  const links = Object.entries(errors)
    .flatMap(([name, message]) =>
      message === undefined
        ? []
        : `<li><a href="#field-${escapeHtml(name)}" class="font-semibold text-brand-danger underline">${escapeHtml(message)}</a></li>`,
    )
    .join('')
  const items = notice ? `<li>${escapeHtml(notice)}</li>` : links
  const summary = `<div class="rounded-md border-4 border-brand-danger bg-brand-paper p-5"><div role="alert"><h2 class="font-bold text-brand-text text-xl">${escapeHtml(ERROR_SUMMARY_TITLE)}</h2><ul class="mt-3 flex flex-col gap-1">${items}</ul></div></div>`
  const fields = renderFields(definition, words, values, errors)
  const privacy = renderPrivacyLine(words)
  const hidden = `<input type="hidden" name="${FORM_ID_FIELD}" value="${escapeHtml(definition.id)}"><input type="hidden" name="${IDEMPOTENCY_KEY_FIELD}" value="${escapeHtml(idempotencyKey)}">`
  return renderPage(
    shell,
    `${ERROR_TITLE_PREFIX}${words.heading}`,
    `${summary}<form method="post" action="${definition.action}" novalidate class="${PANEL_CLASS}" aria-label="${escapeHtml(words.heading)}"><h1 class="font-extrabold text-2xl">${escapeHtml(words.heading)}</h1>${hidden}${fields}${privacy}<button type="submit" class="${BUTTON_CLASS}">${escapeHtml(words.submit)}</button></form><a href="${escapeHtml(words.page)}" class="font-semibold underline">Back to the page</a>`,
  )
}
