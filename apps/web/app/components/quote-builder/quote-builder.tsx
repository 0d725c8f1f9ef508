import { BOUTIQUE_PRICING_PAGE } from '@hard-hat/content'
import { BASE_PACKAGE_REQUIRED, type HardHatBasePackageId } from '@hard-hat/pricing'
import { useEffect, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { noteCalculatorStep } from '../../lib/measurement/calculator-steps'
import { useHydrated } from '../../lib/use-hydrated'
import { BuilderFrame } from './builder-frame'
import { PackageStep } from './package-step'
import { useBuilderCode } from './use-builder-code'

/**
 * The four-step boutique quote builder; its state lives in the URL when `isInUrl`.
 *
 * The page comes with step 1 only: the packages, the progress and the bar. The builder's own code
 * (the pricing engine, steps 2–5, the contact form) is fetched on its first use (decision 054): a
 * pointer coming over it, a touch or the focus starts the fetch, and a package chosen before it came
 * is held, pressed, with the bar saying the next step is loading, then made as the builder takes
 * over. A quote in the URL (a shared or reloaded one) fetches it at once. Before hydration the
 * packages are disabled and a note says the builder needs scripts.
 */
export function QuoteBuilder({ isInUrl = false }: { isInUrl?: boolean }) {
  const builder = useBuilderCode()
  const isHydrated = useHydrated()
  const { search } = useLocation()
  const [choice, setChoice] = useState<HardHatBasePackageId | null>(null)
  // Once wanted (a choice, a quote in the URL), the whole builder takes over for good.
  const [isWanted, setIsWanted] = useState(false)
  const { load } = builder
  const hasQuoteInUrl = isInUrl && search !== ''

  useEffect(() => noteCalculatorStep('1'), [])
  useEffect(() => {
    if (!hasQuoteInUrl) return
    setIsWanted(true)
    load()
  }, [hasQuoteInUrl, load])

  if (builder.code && isWanted)
    return <builder.code.WholeQuoteBuilder isInUrl={isInUrl} firstChoice={choice} />

  const copy = BOUTIQUE_PRICING_PAGE
  // A pointer, a touch or the focus fetches the code; after a failed fetch only a choice or Try
  // again fetches it again, so the line saying it failed does not flicker as the pointer moves.
  const preload = () => {
    if (!builder.failed) load()
  }
  const choose = (basePackage: HardHatBasePackageId) => {
    setChoice(basePackage)
    setIsWanted(true)
    load()
  }
  return (
    <BuilderFrame
      step={1}
      total={
        // A choice held while the code comes: said in the bar, which is on screen wherever the
        // visitor is.
        !isWanted ? (
          BASE_PACKAGE_REQUIRED.message
        ) : builder.failed ? (
          <span className="text-brand-muted">
            {copy.stepLoadFailed}{' '}
            <button type="button" onClick={load} className="font-semibold underline">
              {copy.buttons.retry}
            </button>
          </span>
        ) : (
          copy.stepLoading
        )
      }
      onPointerOver={preload}
      onTouchStart={preload}
      onFocus={preload}
    >
      <PackageStep chosen={choice} isDisabled={!isHydrated} onChoose={choose} />
      {/* Below step 1, so nothing above it moves when it goes. */}
      {!isHydrated ? (
        <p className="mt-6 rounded-md bg-brand-paper-soft p-4 text-brand-text">
          {copy.needsScripts.text}{' '}
          <Link to={copy.needsScripts.href} className="font-semibold underline">
            {copy.needsScripts.linkLabel}
          </Link>
          .
        </p>
      ) : null}
    </BuilderFrame>
  )
}
