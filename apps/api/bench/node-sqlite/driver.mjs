// The better-sqlite3 API the store uses (constructor, pragma, exec, prepare, transaction, open,
// close), over Node's built-in node:sqlite. Only for measuring the two drivers on the same store
// code (decision 014): `register.mjs` points every import of 'better-sqlite3' here.
import { DatabaseSync } from 'node:sqlite'

if (process.env.TRACE_DRIVER) console.error('node:sqlite adapter loaded')
export default class Database {
  #db
  #savepoints = 0

  constructor(filename) {
    this.#db = new DatabaseSync(filename)
  }

  get open() {
    return this.#db.isOpen
  }

  pragma(text, options = {}) {
    const rows = this.#db.prepare(`PRAGMA ${text}`).all()
    return options.simple ? (rows[0] ? Object.values(rows[0])[0] : undefined) : rows
  }

  exec(sql) {
    this.#db.exec(sql)
    return this
  }

  prepare(sql) {
    const statement = this.#db.prepare(sql)
    // better-sqlite3 ignores an object's keys that the statement does not name.
    statement.setAllowUnknownNamedParameters(true)
    return statement
  }

  /** As better-sqlite3's: BEGIN … COMMIT, ROLLBACK on a throw, a savepoint when nested. */
  transaction(fn) {
    const db = this.#db
    const wrap =
      (begin) =>
      (...args) => {
        if (db.isTransaction) {
          const name = `s${++this.#savepoints}`
          db.exec(`SAVEPOINT ${name}`)
          try {
            const result = fn(...args)
            db.exec(`RELEASE ${name}`)
            return result
          } catch (error) {
            db.exec(`ROLLBACK TO ${name}`)
            db.exec(`RELEASE ${name}`)
            throw error
          }
        }
        db.exec(begin)
        try {
          const result = fn(...args)
          db.exec('COMMIT')
          return result
        } catch (error) {
          if (db.isTransaction) db.exec('ROLLBACK')
          throw error
        }
      }
    const deferred = wrap('BEGIN')
    return Object.assign(deferred, {
      deferred,
      immediate: wrap('BEGIN IMMEDIATE'),
      exclusive: wrap('BEGIN EXCLUSIVE'),
    })
  }

  close() {
    this.#db.close()
  }
}
