import { REFERRAL_PAGE } from '@hard-hat/content'
import { REFERRAL_FORM } from '@hard-hat/forms'
import { toast } from '@hard-hat/ui'
import { SchemaForm } from '../form/schema-form'
import { fetchReferralCode } from './referral-code'

/** The stored referral the thank-you panel shows. */
export interface StoredReferral {
  readonly reference: string
  readonly referralCode: string | undefined
  /** Where the acknowledgement email went, when one did (to the referrer only). */
  readonly acknowledgement?: string | undefined
}

/**
 * The referral form: "Submitting..." while sending and fetching the code from the API, then the
 * thank-you panel; on failure the error toast, values kept and the button enabled again.
 */
export function ReferralForm({ onStored }: { onStored: (stored: StoredReferral) => void }) {
  const copy = REFERRAL_PAGE.form
  return (
    <SchemaForm
      form={REFERRAL_FORM}
      words={copy}
      label={copy.heading}
      className="flex flex-col gap-6 rounded-xl bg-brand-paper p-6 text-brand-text shadow-sm"
      onStored={async (stored) => {
        const referralCode = await fetchReferralCode(stored.id, stored.referralCode)
        toast(copy.successToast)
        onStored({
          reference: stored.reference,
          referralCode,
          acknowledgement: stored.acknowledgement,
        })
      }}
      onFailed={() => toast({ ...copy.errorToast, variant: 'destructive' })}
    />
  )
}
