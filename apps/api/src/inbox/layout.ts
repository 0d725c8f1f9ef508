import { html, type SafeHtml } from '../lib/html.js'
import type { DeliveryRecord, ForwardStatus, LeadFilter } from '../store/types.js'

/** A whole inbox page: never indexed, no script, the inbox's own stylesheet. */
export function page(
  title: string,
  body: SafeHtml,
  options: { isSignedIn: boolean; hasError?: boolean },
): string {
  const navigation = options.isSignedIn
    ? html`<nav aria-label="Inbox">
        <a href="/admin">Leads</a>
        <a href="/admin?reply=needs_reply">Needs a reply</a>
        <a href="/admin/reports">Reports</a>
        <a href="/admin/content">Content</a>
        <a href="/admin/address-export">Export an address</a>
        <a href="/admin/erasure">Erase an address</a>
        <a href="/admin/account">Your account</a>
        <form method="post" action="/admin/sign-out"><button type="submit">Sign out</button></form>
      </nav>`
    : ''
  return html`<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${options.hasError ? 'Error: ' : ''}${title} – Lead inbox – Hard Hat Websites</title>
<link rel="stylesheet" href="/admin/inbox.css">
</head>
<body>
<a class="skip" href="#main">Skip to main content</a>
<header class="bar">
  <p class="brand"><a href="/admin">Lead inbox</a><span>Hard Hat Websites</span></p>
  ${navigation}
</header>
<main id="main" tabindex="-1">
${body}
</main>
</body>
</html>
`.value
}

/** An error summary in the GOV.UK pattern, focused on load, linking to the field at fault. */
export function errorSummary(problems: readonly { href: string; message: string }[]) {
  if (problems.length === 0) return ''
  return html`<div class="error-summary" tabindex="-1" autofocus aria-labelledby="error-summary-title">
    <h2 id="error-summary-title">There is a problem</h2>
    <ul>${problems.map((problem) => html`<li><a href="${problem.href}">${problem.message}</a></li>`)}</ul>
  </div>`
}

const STATUS_WORDS: Record<ForwardStatus, string> = {
  forwarded: 'Delivered',
  pending: 'Pending',
  failed: 'Failed',
  not_forwarded: 'Not forwarded',
  spam: 'Held as spam',
}

/** A delivery's status in words, or why there is none. */
export function statusOf(delivery: DeliveryRecord | undefined) {
  if (!delivery) return html`<span class="status">Not configured</span>`
  return html`<span class="status status-${delivery.status}">${STATUS_WORDS[delivery.status]}</span>`
}

/** The filter as hidden fields, so paging and the export keep it (and keep search text out of URLs). */
export function filterFields(filter: LeadFilter) {
  return html`<input type="hidden" name="status" value="${filter.status}">
    <input type="hidden" name="spam" value="${filter.spam}">
    <input type="hidden" name="type" value="${filter.formType ?? ''}">
    <input type="hidden" name="q" value="${filter.search ?? ''}">
    <input type="hidden" name="reply" value="${filter.needsReply ? 'needs_reply' : 'all'}">`
}

/** A POST button to an action, with a label a screen reader can tell apart from the others. */
export function actionButton(action: string, label: string, options: { className?: string } = {}) {
  return html`<form method="post" action="${action}"><button type="submit" class="${options.className ?? ''}">${label}</button></form>`
}
