import type { ProcessStep } from '@hard-hat/content'

/** The four numbered steps of a process section. */
export function ProcessSteps({ steps }: { steps: readonly ProcessStep[] }) {
  return (
    <ol
      className={`grid gap-6 md:grid-cols-2 ${steps.length === 3 ? 'lg:grid-cols-3' : 'lg:grid-cols-4'}`}
    >
      {steps.map((step) => (
        <li key={step.step} className="rounded-xl border border-brand-border bg-brand-paper p-6">
          <span
            aria-hidden="true"
            className="flex size-12 items-center justify-center rounded-full bg-brand-accent font-extrabold text-brand-ink text-xl"
          >
            {step.step}
          </span>
          <h3 className="mt-4 font-bold text-brand-text text-xl">
            <span className="sr-only">Step {step.step}: </span>
            {step.title}
          </h3>
          <p className="mt-2 text-brand-muted">{step.description}</p>
        </li>
      ))}
    </ol>
  )
}
