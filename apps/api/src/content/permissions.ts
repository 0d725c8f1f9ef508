import { z } from 'zod'
import type { SqlRunner } from '../store/sql.js'

/** How a client gave permission to publish their words. */
export const PERMISSION_WAYS = {
  email: 'By email',
  form: 'On a form',
  'in-person': 'In person',
  phone: 'On the phone',
  letter: 'By letter',
} as const

/** The fields of a recorded permission, with messages in plain words for the editor. */
export const PermissionSchema = z.object({
  givenBy: z
    .string({ error: 'Write who gave permission' })
    .trim()
    .min(1, { error: 'Write who gave permission' })
    .max(200, { error: 'Keep who gave permission to 200 characters or fewer' }),
  givenOn: z.iso.date({ error: 'Give the day permission was given, like 2026-03-01' }),
  how: z.enum(Object.keys(PERMISSION_WAYS) as [keyof typeof PERMISSION_WAYS], {
    error: 'Choose how permission was given',
  }),
})
export type Permission = z.infer<typeof PermissionSchema>

/** A permission as kept: the client's, and who recorded it when. */
export interface RecordedPermission extends Permission {
  readonly recordedBy: string
  readonly recordedAt: number
}

/**
 * The permissions to publish testimonials (migration 13), kept apart from the testimonial's body
 * so that neither the site nor the content API's JSON ever carries them.
 */
export function permissionsOf(db: SqlRunner) {
  return {
    async find(itemId: string): Promise<RecordedPermission | undefined> {
      const [row] = await db.all(
        `SELECT given_by, given_on, given_how, recorded_by, recorded_at FROM content_permissions
         WHERE item_id = ?`,
        [itemId],
      )
      if (!row) return undefined
      return {
        givenBy: String(row.given_by),
        givenOn: String(row.given_on),
        how: String(row.given_how) as Permission['how'],
        recordedBy: String(row.recorded_by),
        recordedAt: Number(row.recorded_at),
      }
    },
    async record(itemId: string, permission: Permission, by: string, nowMs: number) {
      await db.run(
        `INSERT INTO content_permissions (item_id, given_by, given_on, given_how, recorded_by,
           recorded_at) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (item_id) DO UPDATE SET given_by = excluded.given_by,
           given_on = excluded.given_on, given_how = excluded.given_how,
           recorded_by = excluded.recorded_by, recorded_at = excluded.recorded_at`,
        [itemId, permission.givenBy, permission.givenOn, permission.how, by, nowMs],
      )
    },
  }
}

/** Why a testimonial may not be published by this person now, or null when it may. */
export function testimonialPublishRefusal(
  role: 'owner' | 'staff',
  permission: RecordedPermission | undefined,
): { status: 403 | 422; message: string } | null {
  if (role !== 'owner') {
    return { status: 403, message: 'Only an owner publishes a testimonial' }
  }
  if (!permission) {
    return {
      status: 422,
      message: 'Record the client’s permission before publishing: who gave it, on what day and how',
    }
  }
  return null
}
