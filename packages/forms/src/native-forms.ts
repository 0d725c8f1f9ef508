// What a form posted without scripts names: plain constants, no zod. The routes each form posts to
// (FORM_ACTIONS) come from the forms' definitions (forms/index.ts): a page takes its form's action
// from its own layout (`CONTACT_FORM.action`), never from the table of every form.

/** Name of the hidden field that says which form a native (urlencoded) post comes from. */
export const FORM_ID_FIELD = 'formId'

/**
 * Name of the hidden field carrying a native post's idempotency key. The prerendered page leaves
 * it empty (one static page cannot hold a key per visitor); the API then derives the key from the
 * form, the fields and the sender, so a double click still stores one lead.
 */
export const IDEMPOTENCY_KEY_FIELD = 'idempotencyKey'
