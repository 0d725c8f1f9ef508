import { SITE } from '@hard-hat/content'
import { Fragment, type ReactNode } from 'react'

/**
 * A sentence with the agency's phone number in it, the number made a `tel:` link wherever it
 * appears: a visitor on a phone calls with one tap instead of copying digits (the number and its
 * address both come from `SITE.phone`).
 * @example <WithPhoneLinks text={`Or call us on ${SITE.phone.display}.`} />
 */
export function WithPhoneLinks({ text }: { text: string }): ReactNode {
  const parts = text.split(SITE.phone.display)
  if (parts.length === 1) return text
  return parts.map((part, index) => (
    // The parts of one fixed sentence never reorder.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    <Fragment key={index}>
      {index > 0 ? (
        <a href={SITE.phone.href} className="whitespace-nowrap font-semibold underline">
          {SITE.phone.display}
        </a>
      ) : null}
      {part}
    </Fragment>
  ))
}
