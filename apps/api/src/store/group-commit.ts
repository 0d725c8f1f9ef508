// The real setImmediate, even where a test fakes the global timers: a batch must always be flushed.
import { setImmediate } from 'node:timers'

/** One input's outcome within a committed batch: its value, or the error that refused it alone. */
export type BatchOutcome<Output> =
  | { readonly ok: true; readonly value: Output }
  | { readonly ok: false; readonly error: unknown }

/** Inputs queued to be written together; `submit` resolves once the batch holding it has committed. */
export interface GroupCommit<Input, Output> {
  submit(input: Input): Promise<Output>
  /** Writes whatever is queued now (before the store closes). */
  flush(): void
}

/**
 * Group commit (decision 026): every input submitted in one turn of the event loop is written by
 * one call of `writeBatch`, one transaction, on the next turn (`setImmediate` runs after the turn's
 * I/O callbacks, so the requests that arrived together are queued by then). Each promise settles
 * only after that call has returned, that is after the transaction has committed: an answer never
 * goes out before its row is durable. `writeBatch` returns one outcome per input, in order, so one
 * input refused (a reference that clashes) refuses only itself; a throw refuses the whole batch.
 */
export function createGroupCommit<Input, Output>(
  writeBatch: (inputs: readonly Input[]) => readonly BatchOutcome<Output>[],
): GroupCommit<Input, Output> {
  type Queued = {
    input: Input
    resolve: (value: Output) => void
    reject: (error: unknown) => void
  }
  let queued: Queued[] = []
  let isScheduled = false

  const flush = () => {
    isScheduled = false
    const batch = queued
    queued = []
    if (batch.length === 0) return
    let outcomes: readonly BatchOutcome<Output>[]
    try {
      outcomes = writeBatch(batch.map((each) => each.input))
    } catch (error) {
      for (const each of batch) each.reject(error)
      return
    }
    batch.forEach((each, index) => {
      const outcome = outcomes[index]
      if (!outcome) each.reject(new Error('@hard-hat/api: the batch gave no outcome for an input'))
      else if (outcome.ok) each.resolve(outcome.value)
      else each.reject(outcome.error)
    })
  }

  return {
    submit(input) {
      return new Promise<Output>((resolve, reject) => {
        queued.push({ input, resolve, reject })
        if (!isScheduled) {
          isScheduled = true
          setImmediate(flush)
        }
      })
    },
    flush,
  }
}
