import type { SqlRunner } from '../../store/sql.js'
import { PHOTO_FORMATS, type PhotoFormat, type ProcessedPhoto } from './pipeline.js'

/** One stored file's description (its bytes are read apart, only when served). */
export interface StoredFileInfo {
  readonly format: PhotoFormat
  readonly width: number
  readonly height: number
  /** Its size in bytes. */
  readonly size: number
}

/** A stored photo as the API answers it. */
export interface StoredImage {
  readonly id: string
  readonly width: number
  readonly height: number
  readonly alt: string
  /** The size of the file that was sent, before it was made smaller. */
  readonly originalBytes: number
  readonly createdBy: string
  readonly createdAt: number
  /** Widest first, each width in every format (PHOTO_FORMATS' order). */
  readonly files: readonly StoredFileInfo[]
}

/** One file to serve. */
export interface ServedFile {
  readonly etag: string
  readonly bytes: Buffer
}

/** An item whose draft or a published version names an image. */
export interface ImageUser {
  readonly id: string
  readonly kind: string
  readonly slug: string | null
}

/** The photos' store: over the same SQL for both databases, as the rest of the content wing. */
export interface ImageStore {
  /** Stores a processed photo; one already stored (the same bytes) only takes the new alt. */
  save(
    photo: ProcessedPhoto,
    meta: { alt: string; originalBytes: number; by: string; nowMs: number },
  ): Promise<{ image: StoredImage; isNew: boolean }>
  find(id: string): Promise<StoredImage | undefined>
  file(id: string, format: PhotoFormat, width: number): Promise<ServedFile | undefined>
  /** The items whose draft or any kept version names the image's address. */
  usersOf(id: string): Promise<ImageUser[]>
  /** Removes the photo and its files; false when there was none. */
  remove(id: string): Promise<boolean>
}

const FORMAT_ORDER = `CASE format ${PHOTO_FORMATS.map((format, at) => `WHEN '${format}' THEN ${at}`).join(' ')} END`

/** The SQL images store over a driver's runner (store.sql). */
export function createImageStore(db: SqlRunner): ImageStore {
  const find = async (id: string): Promise<StoredImage | undefined> => {
    const [row] = await db.all(
      'SELECT id, width, height, alt, original_bytes, created_by, created_at FROM content_images WHERE id = ?',
      [id],
    )
    if (!row) return undefined
    // The length of each file without reading its bytes (length of a BLOB or BYTEA is in bytes).
    const files = await db.all(
      `SELECT format, width, height, length(bytes) AS size FROM content_image_files
       WHERE image_id = ? ORDER BY width DESC, ${FORMAT_ORDER}`,
      [id],
    )
    return {
      id: String(row.id),
      width: Number(row.width),
      height: Number(row.height),
      alt: String(row.alt),
      originalBytes: Number(row.original_bytes),
      createdBy: String(row.created_by),
      createdAt: Number(row.created_at),
      files: files.map((file) => ({
        format: String(file.format) as PhotoFormat,
        width: Number(file.width),
        height: Number(file.height),
        size: Number(file.size),
      })),
    }
  }

  return {
    find,
    async save(photo, { alt, originalBytes, by, nowMs }) {
      const stored = await find(photo.id)
      if (stored) {
        await db.run('UPDATE content_images SET alt = ? WHERE id = ?', [alt, photo.id])
        return { image: { ...stored, alt }, isNew: false }
      }
      // The files first, then the row that makes the photo exist (every read starts from it):
      // the store has no transaction here, so a failure between leaves files nothing names, and
      // the next upload of the same photo writes them again. The same photo sent to two
      // instances at once makes the same files: the second write of each is the same bytes.
      for (const file of photo.files) {
        await db.run(
          `INSERT INTO content_image_files (image_id, format, width, height, etag, bytes)
           VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (image_id, format, width)
           DO UPDATE SET height = excluded.height, etag = excluded.etag, bytes = excluded.bytes`,
          [photo.id, file.format, file.width, file.height, file.etag, file.bytes],
        )
      }
      const inserted = await db.run(
        `INSERT INTO content_images (id, width, height, alt, original_bytes, created_by, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING`,
        [photo.id, photo.width, photo.height, alt, originalBytes, by, nowMs],
      )
      if (inserted === 0) {
        await db.run('UPDATE content_images SET alt = ? WHERE id = ?', [alt, photo.id])
      }
      return { image: (await find(photo.id)) as StoredImage, isNew: inserted > 0 }
    },
    async file(id, format, width) {
      const [row] = await db.all(
        `SELECT f.etag, f.bytes FROM content_image_files f JOIN content_images i ON i.id = f.image_id
         WHERE f.image_id = ? AND f.format = ? AND f.width = ?`,
        [id, format, width],
      )
      if (!row) return undefined
      const bytes = row.bytes as Uint8Array
      return {
        etag: String(row.etag),
        bytes: Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes),
      }
    },
    async usersOf(id) {
      const address = `%/media/${id}/%`
      const rows = await db.all(
        `SELECT id, kind, slug FROM content_items WHERE draft LIKE ? OR id IN (
           SELECT item_id FROM content_versions WHERE body LIKE ?) ORDER BY kind, slug`,
        [address, address],
      )
      return rows.map((row) => ({
        id: String(row.id),
        kind: String(row.kind),
        slug: row.slug === null ? null : String(row.slug),
      }))
    },
    async remove(id) {
      // The row first: from then on no file of it is served, even if removing them fails.
      const removed = (await db.run('DELETE FROM content_images WHERE id = ?', [id])) > 0
      await db.run('DELETE FROM content_image_files WHERE image_id = ?', [id])
      return removed
    },
  }
}
