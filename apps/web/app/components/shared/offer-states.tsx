import type { OfferState } from '@hard-hat/content'
import type { ReactNode } from 'react'

/**
 * A part of an offer page that differs between its states (P-offer-ends-for-every-reader). A page
 * served running holds both in one grid cell, the ended one hidden (`visibility: hidden`: it takes
 * its room but is neither seen, read out, found nor focused), so the part is as tall as the taller
 * of the two from the first paint, and ending only swaps which one is hidden: nothing on the page
 * moves (CLS 0). A page served ended holds the ended one only, and nothing of the offer.
 * `inline` for words inside a heading or a paragraph.
 */
export function OfferStates({
  served,
  state,
  running,
  ended,
  inline,
}: {
  /** The state the server sent the page in. */
  served: OfferState
  /** The state the page is in now. */
  state: OfferState
  running: ReactNode
  ended: ReactNode
  inline?: boolean
}) {
  if (served === 'ended') return ended
  const Tag = inline ? 'span' : 'div'
  // One column no wider than the page (minmax(0, 1fr)): a long word wraps, as outside a grid.
  const cell = (shown: boolean) =>
    `col-start-1 row-start-1 grid grid-cols-1${shown ? '' : ' invisible'}`
  return (
    <Tag className="grid grid-cols-1">
      <Tag className={cell(state === 'running')}>{running}</Tag>
      <Tag className={cell(state === 'ended')}>{ended}</Tag>
    </Tag>
  )
}
