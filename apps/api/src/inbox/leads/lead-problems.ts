/**
 * Why an action on a lead was refused, by code: the lead page shows only these fixed texts, so a
 * link carrying `?problem=` cannot put someone else's words in an alert on a lead's page.
 */
export const LEAD_PROBLEMS = {
  spam: 'Spam is never forwarded: mark it as not spam first',
  'nothing-to-send': 'This submission has nothing left to send',
  unreadable:
    'This lead’s stored data is unreadable, so it cannot be forwarded; it is kept as it is',
  'not-spam': 'This submission is not marked as spam',
  'being-delivered': 'This lead is being delivered right now: look again in a minute',
  'not-allowed':
    'Only a lead not yet delivered anywhere (and not already spam) can be marked as spam',
  refused: 'That could not be done to this lead',
} as const

export type LeadProblem = keyof typeof LEAD_PROBLEMS

/** The code of a refusal's message (the actions throw these texts), or the generic one. */
export function leadProblemCode(message: string): LeadProblem {
  const found = Object.entries(LEAD_PROBLEMS).find(([, text]) => text === message)
  return (found?.[0] as LeadProblem | undefined) ?? 'refused'
}

/** The fixed text of a code from a URL; anything else shows nothing. */
export function leadProblemText(code: string | undefined): string | undefined {
  return code !== undefined && Object.hasOwn(LEAD_PROBLEMS, code)
    ? LEAD_PROBLEMS[code as LeadProblem]
    : undefined
}
