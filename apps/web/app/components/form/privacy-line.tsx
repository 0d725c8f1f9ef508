import { PRIVACY_NOTICE } from '@hard-hat/forms'
import { Link } from 'react-router'

const DEFAULT_LINK = { label: PRIVACY_NOTICE.linkText, href: PRIVACY_NOTICE.href }

/**
 * A form's one line on what happens to the data (privacy at the point of collection), in the
 * page's own words or the forms package's, with its link label (e.g. "privacy policy") turned
 * into the link to /privacy.
 */
export function PrivacyLine({
  note = PRIVACY_NOTICE.text,
  link = DEFAULT_LINK,
  isInverse = false,
}: {
  note?: string
  link?: { label: string; href: string }
  isInverse?: boolean
}) {
  const at = note.indexOf(link.label)
  const before = at === -1 ? `${note} ` : note.slice(0, at)
  const after = at === -1 ? '' : note.slice(at + link.label.length)
  return (
    <p className={isInverse ? 'text-brand-muted-inverse text-sm' : 'text-brand-muted text-sm'}>
      {before}
      <Link to={link.href} className="underline">
        {link.label}
      </Link>
      {after}
    </p>
  )
}
