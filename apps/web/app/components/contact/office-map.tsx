import { CONTACT_PAGE, SITE } from '@hard-hat/content'

/**
 * A self-drawn map card of the office with a link out to a maps service: no third-party request
 * until the visitor chooses to open the map (P-consent-before-tracking).
 */
export function OfficeMap() {
  const { map, details } = CONTACT_PAGE
  return (
    <figure className="overflow-hidden rounded-xl border border-brand-border bg-brand-paper">
      <svg
        role="img"
        aria-label={map.title}
        viewBox="0 0 600 300"
        className="h-auto w-full bg-sky-100"
      >
        <title>{map.title}</title>
        <path d="M0 210 C120 190 200 240 320 215 S520 190 600 205 V300 H0 Z" fill="#bfdbfe" />
        <path
          d="M0 200 C120 180 200 230 320 205 S520 180 600 195"
          fill="none"
          stroke="#fde68a"
          strokeWidth="10"
        />
        <rect x="0" y="0" width="600" height="190" fill="#ecfccb" opacity="0.7" />
        <path
          d="M40 40 H560 M120 0 V190 M300 0 V190 M460 0 V190 M40 120 H560"
          stroke="#ffffff"
          strokeWidth="12"
        />
        <path
          d="M40 40 H560 M120 0 V190 M300 0 V190 M460 0 V190 M40 120 H560"
          stroke="#cbd5e1"
          strokeWidth="2"
        />
        <g transform="translate(300 120)">
          <path
            d="M0 0 C-18 -26 -26 -38 -26 -52 A26 26 0 1 1 26 -52 C26 -38 18 -26 0 0 Z"
            fill="#c2410c"
          />
          <circle cx="0" cy="-52" r="9" fill="#ffffff" />
        </g>
        <text x="300" y="275" textAnchor="middle" fontSize="18" fontWeight="700" fill="#0f172a">
          {SITE.address.addressLocality} · {SITE.address.addressRegion}
        </text>
      </svg>
      <figcaption className="flex flex-col gap-2 p-6">
        <h2 className="font-bold text-2xl">{map.heading}</h2>
        <address className="not-italic">
          {SITE.brand}
          {details.office.lines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
        <p className="text-brand-muted">{map.text}</p>
        <a
          href={map.link.href}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold text-brand-accent-text underline underline-offset-4"
        >
          {map.link.label}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </figcaption>
    </figure>
  )
}
