import { Section } from '@hard-hat/ui'
import type { ComponentProps, ReactNode } from 'react'
import { WithPhoneLinks } from './phone-links'

/** A revealed page section with a centred heading and optional intro; `tone` sets the background. */
export function PageSection({
  id,
  heading,
  eyebrow,
  intro,
  tone = 'paper',
  children,
  className,
  ...props
}: Omit<ComponentProps<'section'>, 'children'> & {
  id: string
  heading: ReactNode
  eyebrow?: ReactNode
  intro?: ReactNode
  tone?: 'paper' | 'soft' | 'ink'
  children: ReactNode
}) {
  const toneClass = {
    paper: 'bg-brand-paper text-brand-text',
    soft: 'bg-brand-paper-soft text-brand-text',
    ink: 'bg-brand-ink text-brand-paper',
  }[tone]
  return (
    <Section
      id={id}
      aria-labelledby={`${id}-title`}
      className={[toneClass, 'scroll-mt-20', className].filter(Boolean).join(' ')}
      {...props}
    >
      <div className="mx-auto max-w-7xl px-4">
        <div className="mx-auto max-w-3xl text-left md:text-center">
          {eyebrow ? (
            <p
              className={`mb-3 font-bold text-sm uppercase tracking-wider ${tone === 'ink' ? 'text-brand-amber' : 'text-brand-accent-text'}`}
            >
              {eyebrow}
            </p>
          ) : null}
          <h2 id={`${id}-title`} className="font-extrabold text-3xl md:text-4xl">
            {heading}
          </h2>
          {intro ? (
            <p
              className={`mt-4 text-lg ${tone === 'ink' ? 'text-brand-muted-inverse' : 'text-brand-muted'}`}
            >
              {typeof intro === 'string' ? <WithPhoneLinks text={intro} /> : intro}
            </p>
          ) : null}
        </div>
        <div className="mt-10">{children}</div>
      </div>
    </Section>
  )
}
