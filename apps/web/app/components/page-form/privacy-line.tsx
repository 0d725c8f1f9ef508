import { Link } from 'react-router'

/**
 * A form's one line on what happens to the data (decision 18), in the page's own words, with
 * its link label (e.g. "privacy policy") turned into the link to /privacy.
 */
export function PrivacyLine({
  note,
  link,
  isInverse = false,
}: {
  note: string
  link: { label: string; href: string }
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
