import { COOKIE_POLICY, type LegalPage, PRIVACY_POLICY, TERMS_OF_SERVICE } from '@hard-hat/content'
import { useLocation } from 'react-router'
import { LegalDocument } from '../components/legal/legal-document'
import { loaderMeta } from '../lib/loader-meta'
import { headLoader } from '../lib/page-head'
import { keepPageData } from '../lib/revalidate'

const pages: Record<string, LegalPage> = {
  '/terms': TERMS_OF_SERVICE,
  '/privacy': PRIVACY_POLICY,
  '/cookies': COOKIE_POLICY,
}

function pageOf(pathname: string): LegalPage {
  const page = pages[pathname.replace(/\/$/, '')]
  if (!page) throw new RangeError(`@hard-hat/web: "${pathname}" is not a legal page`)
  return page
}

/** At build time: the head from the route table and the JSON-LD builders, which never ship. */
export const loader = headLoader((path) => ({ breadcrumb: pageOf(path).title }))
export const meta = loaderMeta
export const shouldRevalidate = keepPageData

/** Terms, privacy or cookies: the legal text from content, last updated 21 May 2025. */
export default function Legal() {
  const { pathname } = useLocation()
  return <LegalDocument page={pageOf(pathname)} hasCookieTable={pathname.startsWith('/cookies')} />
}
