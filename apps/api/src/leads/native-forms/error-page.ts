import { randomUUID } from 'node:crypto'
import {
  API_ERROR_MESSAGES,
  type ApiError as ApiErrorBody,
  toFormFieldErrors,
} from '@hard-hat/forms'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { ANSWER_PAGE_POLICY } from '../../lib/content-security-policy.js'
import { answersWithHtml } from '../../lib/form-post.js'
import { FORM_WORDS } from './form-words.js'
import { type PageShell, renderFormProblems, renderProblem } from './pages.js'

const PROBLEMS: Partial<Record<number, string>> = {
  403: 'This form cannot be sent from here',
  413: 'Your message is too long to send',
  422: 'This form was already sent with different details',
  429: 'You have sent several forms in a short time',
}

/**
 * Answers an error of a browser's scripts-off post with a page instead of JSON: the form again with
 * its problems and every value as typed, or a page that says what went wrong. False when the request
 * wants JSON (a script's post, or the inbox's own forms).
 */
export function answerErrorWithPage(
  shell: PageShell,
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  body: ApiErrorBody,
): boolean {
  if (!answersWithHtml(request) || request.routeOptions.config.handlesOwnFormPosts) return false
  const post = request.nativeForm
  const { code, message, fields } = body.error
  reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('content-security-policy', ANSWER_PAGE_POLICY)
  /** The posted form again, every value as typed, with `errors` and the key to send it with. */
  const formAgain = (
    form: NonNullable<typeof post>,
    errors: Parameters<typeof renderFormProblems>[4],
    key: string,
    problem?: string,
  ) => {
    const words = FORM_WORDS[form.definition.id]
    reply.send(renderFormProblems(shell, form.definition, words, form.values, errors, key, problem))
    return true
  }
  if (post && code === 'validation_error' && fields) {
    return formAgain(post, toFormFieldErrors(post.definition, fields), randomUUID())
  }
  if (post && status >= 500) {
    // Our fault, not theirs: the form again with every value as typed, and the key it was
    // posted with (empty when derived), so sending again cannot store it twice.
    const carried = post.hasDerivedKey ? '' : String(request.headers['idempotency-key'] ?? '')
    return formAgain(post, {}, carried, API_ERROR_MESSAGES.internal_error)
  }
  const back = post
    ? { href: FORM_WORDS[post.definition.id].page, label: 'Back to the form' }
    : undefined
  const text =
    status === 429 ? `${API_ERROR_MESSAGES.rate_limited} ${message}` : API_ERROR_MESSAGES[code]
  reply.send(
    renderProblem(shell, {
      heading: PROBLEMS[status] ?? 'Your form could not be sent',
      text,
      ...(back ? { back } : {}),
    }),
  )
  return true
}
