/** One numbered section of a legal page. */
export interface LegalSection {
  /** Anchor id, e.g. "governing-law". */
  readonly id: string
  readonly heading: string
  readonly paragraphs: readonly string[]
}

/** A legal page (terms, privacy, cookies): static text with the date it was last updated. */
export interface LegalPage {
  readonly title: string
  /** For the page's meta description. */
  readonly description: string
  /** As shown on the page: "21 May 2025". */
  readonly lastUpdated: string
  /** The same date as an ISO date, for structured data. */
  readonly lastUpdatedIso: string
  readonly intro: string
  readonly sections: readonly LegalSection[]
}

/** The date every legal page was last updated (spec 001 §9). */
export const LEGAL_LAST_UPDATED = { display: '21 May 2025', iso: '2025-05-21' } as const
