import { REFERRAL_PAGE } from '@hard-hat/content'
import { Button } from '@hard-hat/ui'
import { PageSection } from '../shared/page-section'
import { ProcessSteps } from '../shared/process-steps'
import type { StoredReferral } from './referral-form'

/** How it works in three steps, and the reward tiles (figures from @hard-hat/pricing). */
export function ReferralIntro() {
  const { howItWorks, rewards } = REFERRAL_PAGE
  return (
    <>
      <PageSection id="how-it-works" heading={howItWorks.heading}>
        <ProcessSteps steps={howItWorks.steps} />
      </PageSection>
      <PageSection id="rewards" tone="soft" heading={rewards.heading} intro={rewards.intro}>
        <ul className="grid gap-6 md:grid-cols-3">
          {rewards.tiles.map((tile) => (
            <li key={tile.packageName} className="rounded-xl bg-brand-paper p-6 text-center">
              <h3 className="font-bold text-lg">{tile.packageName}</h3>
              <p className="mt-2 font-extrabold text-4xl text-brand-accent-text">{tile.reward}</p>
              <p className="mt-1 text-brand-muted">{tile.text}</p>
            </li>
          ))}
        </ul>
        <h3 className="mt-12 text-center font-bold text-2xl">{rewards.totalsHeading}</h3>
        <ul className="mt-6 grid gap-4 sm:grid-cols-3">
          {rewards.totals.map((total) => (
            <li
              key={total.count}
              className="rounded-xl border border-brand-border bg-brand-paper p-6 text-center"
            >
              <p className="font-semibold">{total.label}</p>
              <p className="mt-1 font-extrabold text-2xl">{total.amount}</p>
            </li>
          ))}
        </ul>
      </PageSection>
    </>
  )
}

/** After a referral is stored: its code, the programme rules and Refer Someone Else. */
export function ReferralThankYou({
  stored,
  onReferAgain,
}: {
  stored: StoredReferral
  onReferAgain: () => void
}) {
  const { thankYou } = REFERRAL_PAGE
  return (
    <div
      role="status"
      className="flex flex-col gap-4 rounded-xl bg-brand-paper p-8 text-brand-text"
    >
      <h3 className="text-center font-extrabold text-3xl">{thankYou.heading}</h3>
      <p className="text-center text-brand-muted">{thankYou.text}</p>
      {stored.referralCode ? (
        <p className="text-center">
          {thankYou.codeLabel}:{' '}
          <strong data-testid="referral-code" className="font-mono text-2xl">
            {stored.referralCode}
          </strong>
        </p>
      ) : null}
      <p className="text-center text-brand-muted text-sm">Reference: {stored.reference}</p>
      {stored.acknowledgement ? (
        <p data-testid="acknowledgement" className="text-center">
          {stored.acknowledgement}
        </p>
      ) : null}
      <h4 className="mt-4 font-bold text-xl">{thankYou.rulesHeading}</h4>
      <ul className="list-disc space-y-2 pl-6">
        {thankYou.rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
      <Button size="lg" className="mt-4" onClick={onReferAgain}>
        {thankYou.referAgain}
      </Button>
    </div>
  )
}
