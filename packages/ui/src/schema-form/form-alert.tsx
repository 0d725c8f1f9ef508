import type { ReactNode } from 'react'

/** Whether a form's message reports a failure or a success. */
export type FormAlertTone = 'error' | 'success'

/** A form's failure message (role alert, announced once) or its success message (role status). */
export function FormAlert({ tone, children }: { tone: FormAlertTone; children: ReactNode }) {
  return tone === 'error' ? (
    <p role="alert" className="rounded-md bg-brand-danger-soft p-4 font-semibold text-brand-danger">
      {children}
    </p>
  ) : (
    <div role="status" className="rounded-md bg-green-50 p-4 font-semibold text-green-900">
      {children}
    </div>
  )
}
