import {
  CLAIM_PAGES,
  CLAIM_TITLES,
  type ClaimKey,
  type ClaimValues,
  clientCountWords,
  isClaimShown,
  isScarcityClaim,
  pagePaths,
} from '@hard-hat/content'
import { errorSummary, page } from '../../inbox/layout.js'
import { ukTime } from '../../inbox/uk-time.js'
import { html, type SafeHtml } from '../../lib/html.js'
import { CLAIM_FIELDS, fieldText } from './fields.js'
import { claimHiddenFrom, type StoredClaim } from './store.js'

/** Where the claims page is (the editor's index links to it for owners). */
export const CLAIMS_PAGE_PATH = '/admin/content/claims'

/** An input's id: `f-<claim>-<name>`, dots as hyphens (`f-results-stats-0-value`). */
export const claimFieldId = (key: ClaimKey, name: string) => `f-${key}-${name.replaceAll('.', '-')}`

const when = (ms: number) => ukTime(new Date(ms).toISOString())

/** A claim's value in words, as the owner checks it against the truth. */
export function claimValueWords(claim: StoredClaim): string {
  const value = claim.value as ClaimValues[ClaimKey]
  switch (claim.key) {
    case 'premium-slots':
    case 'offer-slots': {
      const slots = value as ClaimValues['offer-slots']
      return `${slots.left} of ${slots.total} places left`
    }
    case 'clients':
      return `${clientCountWords((value as ClaimValues['clients']).count)} clients`
    case 'rating': {
      const rating = value as ClaimValues['rating']
      return `${rating.value} out of 5 from ${rating.count} reviews`
    }
    case 'results':
      return (value as ClaimValues['results']).stats
        .map((stat) => `${stat.value} ${stat.label}`)
        .join('; ')
  }
}

/** What the page shows now, and until when, or since when it is hidden. */
function shownWords(claim: StoredClaim, nowMs: number): SafeHtml {
  const hiddenFrom = claimHiddenFrom(claim)
  if (hiddenFrom === null) {
    return html`Shown. A figure stays shown however long ago it was confirmed; confirm it when you check it.`
  }
  if (!isClaimShown(claim.key, claim.confirmedAtMs, nowMs)) {
    return html`<strong>Hidden</strong> since ${when(hiddenFrom)}: not confirmed for 30 days. The page shows no number until you confirm it or save a new value.`
  }
  return html`Shown until ${when(hiddenFrom)} (30 days after it was last confirmed), unless confirmed again.`
}

/** One claim: what it says, where, who set and confirmed it, and (for an owner) its two forms. */
function claimSection(
  claim: StoredClaim,
  options: {
    nowMs: number
    mayChange: boolean
    problems?: Readonly<Record<string, string>> | undefined
    sent?: Readonly<Record<string, unknown>> | undefined
  },
): SafeHtml {
  const { key } = claim
  const titleId = `claim-${key}`
  const paths = CLAIM_PAGES[key].flatMap((pageId) => pagePaths(pageId))
  const problems = options.problems ?? {}
  const shownText = (name: string) =>
    options.sent ? String(options.sent[name] ?? '') : fieldText(claim.value, name)
  const inputs = CLAIM_FIELDS[key].map((field) => {
    const id = claimFieldId(key, field.name)
    const problem = problems[field.name]
    const described = [field.hint ? `${id}-hint` : '', problem ? `${id}-error` : '']
      .filter(Boolean)
      .join(' ')
    return html`<div class="field">
      <label for="${id}">${field.label}</label>
      ${field.hint ? html`<p class="hint" id="${id}-hint">${field.hint}</p>` : ''}
      ${problem ? html`<p id="${id}-error" class="field-error"><span class="visually-hidden">Error: </span>${problem}</p>` : ''}
      <input id="${id}" name="${field.name}" value="${shownText(field.name)}"
        ${field.isNumber ? html`inputmode="decimal" size="8"` : html`size="24"`} ${described ? html`aria-describedby="${described}"` : ''}
        ${problem ? html`aria-invalid="true"` : ''} autocomplete="off" required>
    </div>`
  })
  return html`<section class="report" aria-labelledby="${titleId}">
    <h2 id="${titleId}">${CLAIM_TITLES[key]}</h2>
    <dl class="fields">
      <dt>Says</dt><dd>${claimValueWords(claim)}</dd>
      <dt>On</dt><dd>${paths.map((path, index) => html`${index > 0 ? ', ' : ''}<a href="${path}">${path}</a>`)}</dd>
      <dt>${isScarcityClaim(key) ? 'Scarcity claim' : 'Figure'}</dt><dd>${shownWords(claim, options.nowMs)}</dd>
      <dt>Last confirmed</dt><dd>${claim.confirmedAtMs > 0 ? `${when(claim.confirmedAtMs)} by ${claim.confirmedBy}` : 'Never'}</dd>
      <dt>Value set</dt><dd>${claim.updatedAtMs > 0 ? `${when(claim.updatedAtMs)} by ${claim.updatedBy}` : 'Never: the specification’s value'}</dd>
    </dl>
    ${
      options.mayChange
        ? html`<div class="follow-up">
        <form method="post" action="${CLAIMS_PAGE_PATH}/${key}" novalidate>
          <fieldset><legend>Change: ${CLAIM_TITLES[key]}</legend>${inputs}</fieldset>
          <button type="submit" class="primary">Save<span class="visually-hidden"> ${CLAIM_TITLES[key]}</span></button>
        </form>
        <form method="post" action="${CLAIMS_PAGE_PATH}/${key}/confirm">
          <button type="submit">Confirm still true<span class="visually-hidden">: ${CLAIM_TITLES[key]}</span></button>
        </form>
      </div>`
        : ''
    }
  </section>`
}

/** The words of each `done` code a redirect carries back (free text is never shown). */
export const CLAIM_DONE_WORDS = {
  saved: 'Saved, and confirmed true today. The pages that show it are being published.',
  confirmed: 'Confirmed true today.',
} as const

/**
 * The claims page (decision 044): each claim with its value, where it is shown, whether it is shown
 * now, and who last confirmed it and when. An owner also gets its form ("Save") and "Confirm still
 * true"; staff see the page without them.
 */
export function claimsPage(options: {
  claims: readonly StoredClaim[]
  nowMs: number
  mayChange: boolean
  done?: string | undefined
  /** A refused save: the claim, what was sent and the problems by input name. */
  refused?:
    | {
        key: ClaimKey
        sent: Readonly<Record<string, unknown>>
        problems: Readonly<Record<string, string>>
      }
    | undefined
}): string {
  const { refused } = options
  const summary = refused
    ? errorSummary(
        Object.entries(refused.problems).map(([name, message]) => ({
          href: `#${claimFieldId(refused.key, name)}`,
          message,
        })),
      )
    : ''
  const body = html`${summary}
    <h1>Claims on the site</h1>
    ${options.done ? html`<p class="notice" role="status">${options.done}</p>` : ''}
    <p>Figures the pages state as facts. Under the DMCC Act 2024 a false “only N left” is a banned
      practice, so a places-left claim not confirmed for 30 days is hidden from its page, with its
      progress bar, until an owner confirms it or saves a new value. Saving a value confirms it.</p>
    ${options.mayChange ? '' : html`<p class="notice">Only an owner can change or confirm these claims.</p>`}
    ${options.claims.map((claim) =>
      claimSection(claim, {
        nowMs: options.nowMs,
        mayChange: options.mayChange,
        problems: refused?.key === claim.key ? refused.problems : undefined,
        sent: refused?.key === claim.key ? refused.sent : undefined,
      }),
    )}`
  return page('Claims on the site', body, { isSignedIn: true, hasError: refused !== undefined })
}
