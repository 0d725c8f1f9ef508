/** A question and its answer, as FAQ sections and FAQPage structured data show them. */
export interface Faq {
  readonly question: string
  readonly answer: string
}

/** An image served by the web app from this package's assets folder (at /images). */
export interface ImageAsset {
  /** Path on the site, e.g. "/images/projects/leeds-roofers.svg". */
  readonly src: string
  readonly width: number
  readonly height: number
  /** Text alternative; empty only for a purely decorative image. */
  readonly alt: string
}

/** A star rating from 1 to 5. */
export type Rating = 1 | 2 | 3 | 4 | 5

/** A client testimonial (sample content: the people and firms are fictional). */
export interface Testimonial {
  readonly id: string
  readonly name: string
  readonly company: string
  readonly text: string
  readonly rating: Rating
}

/** A link: visible label and destination path or URL. */
export interface LinkItem {
  readonly label: string
  readonly href: string
}

/** A countdown deadline (P-deadlines-are-config: deadlines are configuration). */
export interface Deadline {
  /** Stable id, e.g. "limited-one-page-offer". */
  readonly id: string
  /** What ends, in words. */
  readonly label: string
  /** The moment it ends, ISO 8601 with the UK offset of that date, e.g. "2025-06-14T23:55:00+01:00". */
  readonly endsAt: string
  /** The time zone the deadline is stated in. */
  readonly timeZone: 'Europe/London'
}

/**
 * The words of one form field: its label, and a placeholder, hint or height where the page gives
 * them. The field itself (input type, whether it is required, a select's choices) belongs to the
 * form's definition in `@hard-hat/forms`; the words are keyed here by the field's name.
 */
export interface FieldWords {
  readonly label: string
  readonly placeholder?: string
  readonly hint?: string
  /** A text area's height in lines. */
  readonly rows?: number
}

/** A form's field words, by field name. */
export type FormFieldWords = Readonly<Record<string, FieldWords>>
