import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs'
import { dirname } from 'node:path'

/**
 * The store, its folder, the backups and the journal hold every lead and the hashes of every
 * credential: only the server's own user may read them, whatever the umask it was started with
 * (P-access-ends). Folders are made 0700, files 0600.
 */
export const PRIVATE_FOLDER_MODE = 0o700
export const PRIVATE_FILE_MODE = 0o600

/** Makes a folder (and its parents) readable by the owner alone where this creates it. */
export function privateFolder(path: string): void {
  mkdirSync(path, { recursive: true, mode: PRIVATE_FOLDER_MODE })
}

/**
 * Makes sure a file exists and only its owner can read it: created 0600 if missing, tightened to
 * 0600 if it was wider. SQLite gives its -wal and -shm files the mode of the database file.
 */
export function privateFile(path: string): void {
  privateFolder(dirname(path))
  if (!existsSync(path)) closeSync(openSync(path, 'a', PRIVATE_FILE_MODE))
  chmodSync(path, PRIVATE_FILE_MODE)
}

/** Tightens an existing file to 0600 (a backup or dump another tool wrote). */
export function makePrivate(path: string): void {
  chmodSync(path, PRIVATE_FILE_MODE)
}
