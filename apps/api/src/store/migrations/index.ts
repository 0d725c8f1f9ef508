import { submissions } from './01-submissions.js'
import { destinations } from './02-destinations.js'
import { inbox } from './03-inbox.js'
import { signIn } from './04-sign-in.js'
import { promises } from './05-promises.js'
import { reports } from './06-reports.js'
import { referrer } from './07-referrer.js'
import { accessEnds } from './08-access-ends.js'
import { measurement } from './09-measurement.js'
import { content } from './10-content.js'
import { images } from './11-images.js'
import { claims } from './12-claims.js'
import { testimonialPermissions } from './13-testimonial-permissions.js'
import type { Migration } from './migration.js'

/**
 * The schema, written once for both dialects. Times are milliseconds since the epoch (BIGINT) and
 * JSON is kept as text, so SQLite and PostgreSQL store and return exactly the same values.
 */
export const MIGRATIONS: readonly Migration[] = [
  submissions,
  destinations,
  inbox,
  signIn,
  promises,
  reports,
  referrer,
  accessEnds,
  measurement,
  content,
  images,
  claims,
  testimonialPermissions,
]
