import { PRIVACY_NOTICE } from '@hard-hat/forms'
import { Link } from 'react-router'

/** The line under every form saying what happens to the data (decision 18). */
export function PrivacyNotice({ isInverse = false }: { isInverse?: boolean }) {
  return (
    <p className={isInverse ? 'text-brand-muted-inverse text-sm' : 'text-brand-muted text-sm'}>
      {PRIVACY_NOTICE.text}{' '}
      <Link to={PRIVACY_NOTICE.href} className="underline">
        {PRIVACY_NOTICE.linkText}
      </Link>
    </p>
  )
}
