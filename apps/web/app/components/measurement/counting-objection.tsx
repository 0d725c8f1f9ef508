import { OBJECTION_ACTION, objectionCookie, objectsToCounting } from '@hard-hat/content'
import { Button, cn } from '@hard-hat/ui'
import { type FormEvent, useEffect, useState } from 'react'
import { useLocation } from 'react-router'

/**
 * "Don't count my visits" and "Count my visits again" (decision 037). Without scripts the form
 * posts to the API, which sets the objection cookie and sends the browser back here; with scripts
 * the page sets the same cookie itself and says what is now true. The cookie holds only the choice.
 */
export function CountingObjection({
  className,
  isInverse = false,
}: {
  className?: string
  /** On a dark band (the cookie banner): the status line in the band's light text. */
  isInverse?: boolean
}) {
  const { pathname } = useLocation()
  // Unknown until hydrated: a prerendered page cannot know this browser's cookie.
  const [objects, setObjects] = useState<boolean>()
  useEffect(() => setObjects(objectsToCounting(document.cookie)), [])

  const choose = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    const counting = submitter instanceof HTMLButtonElement ? submitter.value : undefined
    if (counting !== 'off' && counting !== 'on') return
    event.preventDefault()
    // biome-ignore lint/suspicious/noDocumentCookie: objectionCookie builds the value (the one source the API reads too); nothing in it needs escaping.
    document.cookie = objectionCookie(counting === 'off', window.location.protocol === 'https:')
    setObjects(objectsToCounting(document.cookie))
  }

  return (
    <form
      method="post"
      action={OBJECTION_ACTION}
      onSubmit={choose}
      aria-label="Counting your visits"
      data-slot="counting-objection"
      className={cn('flex flex-col gap-3', className)}
    >
      <input type="hidden" name="return" value={pathname} />
      <p
        role="status"
        className={cn(
          'min-h-6 text-sm',
          isInverse ? 'text-brand-muted-inverse' : 'text-brand-muted',
        )}
      >
        {objects === undefined
          ? ''
          : objects
            ? 'Your visits from this browser are not counted.'
            : 'Your visits are counted as daily totals, with nothing that identifies you.'}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" name="counting" value="off" variant="outline">
          Don't count my visits
        </Button>
        <Button type="submit" name="counting" value="on" variant="ghost">
          Count my visits again
        </Button>
      </div>
    </form>
  )
}
