import { COOKIE_TABLE, COUNTING_SECTION_ID, type LegalPage } from '@hard-hat/content'
import { CountingObjection } from '../measurement/counting-objection'
import { WithPhoneLinks } from '../shared/phone-links'

/** A legal page's text: last-updated date, intro, numbered sections and their table of contents. */
export function LegalDocument({
  page,
  hasCookieTable,
}: {
  page: LegalPage
  hasCookieTable: boolean
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="font-extrabold text-4xl md:text-5xl">{page.title}</h1>
      <p className="mt-4 text-brand-muted">
        Last updated: <time dateTime={page.lastUpdatedIso}>{page.lastUpdated}</time>
      </p>
      <p className="mt-6 text-lg">
        <WithPhoneLinks text={page.intro} />
      </p>
      <nav aria-label="Contents" className="mt-8 rounded-xl bg-brand-paper-soft p-6">
        <h2 className="font-bold text-lg">Contents</h2>
        <ol className="mt-3 space-y-1">
          {page.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-brand-accent-text underline">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {page.sections.map((section) => (
        <section key={section.id} id={section.id} className="mt-10 scroll-mt-24">
          <h2 className="font-bold text-2xl">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 leading-relaxed">
              <WithPhoneLinks text={paragraph} />
            </p>
          ))}
          {hasCookieTable && section.id === 'cookies-we-use' ? <CookieTable /> : null}
          {hasCookieTable && section.id === COUNTING_SECTION_ID ? (
            <CountingObjection className="mt-6" />
          ) : null}
        </section>
      ))}
    </article>
  )
}

function CookieTable() {
  return (
    <div className="mt-6 overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">Cookies and local storage this site may set</caption>
        <thead>
          <tr className="border-brand-border border-b-2">
            <th scope="col" className="p-2">
              Name
            </th>
            <th scope="col" className="p-2">
              Stored as
            </th>
            <th scope="col" className="p-2">
              Provider
            </th>
            <th scope="col" className="p-2">
              Purpose
            </th>
            <th scope="col" className="p-2">
              Duration
            </th>
          </tr>
        </thead>
        <tbody>
          {COOKIE_TABLE.map((cookie) => (
            <tr key={cookie.name} className="border-brand-border border-b align-top">
              <th scope="row" className="p-2 font-mono">
                {cookie.name}
              </th>
              <td className="p-2">{cookie.storage === 'cookie' ? 'Cookie' : 'Local storage'}</td>
              <td className="p-2">{cookie.provider}</td>
              <td className="p-2">{cookie.purpose}</td>
              <td className="p-2">{cookie.duration}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
