import { useHydrated } from '@hard-hat/ui'
import {
  type ComponentType,
  type FunctionComponent,
  Suspense,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import { useLocation, useNavigation } from 'react-router'
import { isHydrating } from './use-hydrated'

/**
 * The events that count as a region's first use: the pointer coming over it, a press, a touch, a
 * focus, a key or an input inside it.
 */
const FIRST_USE_EVENTS = [
  'pointerover',
  'pointerdown',
  'touchstart',
  'focusin',
  'keydown',
  'input',
] as const

/** The attribute naming the code a region waits for: `<div data-hydrates-on-use="form">`. */
const REGION_ATTRIBUTE = 'data-hydrates-on-use'

/** A region's code: fetched on its first use, or at once when rendered other than by hydration. */
interface Code<Props> {
  Component?: ComponentType<Props>
  hasFailed?: boolean
  /** Settles once the component has come; never if its fetch failed (the server's HTML stays). */
  readonly loaded: Promise<void>
  /** Starts the fetch, once. */
  readonly load: () => void
}

function codeOf<Props>(importComponent: () => Promise<ComponentType<Props>>): Code<Props> {
  let isLoading = false
  let arrived = () => {}
  const code: Code<Props> = {
    loaded: new Promise<void>((resolve) => {
      arrived = resolve
    }),
    load: () => {
      if (isLoading) return
      isLoading = true
      importComponent().then(
        (component) => {
          code.Component = component
          arrived()
        },
        () => {
          code.hasFailed = true
          for (const region of heldSends.keys()) if (codeOfRegion(region) === code) replay(region)
        },
      )
    },
  }
  return code
}

/** Each region's code, by the name its regions carry. */
const codes = new Map<string, Code<never>>()
/** The regions whose code has hydrated them, whose forms send with scripts. */
const readyRegions = new WeakSet<Element>()
/** A send made in a region before its code came, by region: made again once it is ready. */
const heldSends = new Map<Element, { form: HTMLFormElement; submitter: HTMLElement | null }>()

const regionOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest(`[${REGION_ATTRIBUTE}]`) : null
const codeOfRegion = (region: Element) => codes.get(region.getAttribute(REGION_ATTRIBUTE) ?? '')

/** Makes a held send again: with scripts once its region is ready, natively if its code failed. */
function replay(region: Element): void {
  const held = heldSends.get(region)
  heldSends.delete(region)
  if (!held?.form.isConnected) return
  const { form, submitter } = held
  const button = submitter as HTMLButtonElement | null
  form.requestSubmit(button?.isConnected && button.form === form ? button : null)
}

/**
 * Holds a send made after the page hydrated but before the region's code came: the browser would
 * otherwise post the form natively (React cannot hydrate it yet and lets the event through), or
 * check it with its own bubbles (the form is not `noValidate` yet). Held, the send starts the
 * code's fetch and is made again once the region is ready, as the scripted send. Before the page
 * hydrates, a send is the native post, as it always was; after a failed fetch, too.
 */
function holdSend(event: Event, form: HTMLFormElement | null, submitter: HTMLElement | null): void {
  const region = regionOf(form)
  const code = region ? codeOfRegion(region) : undefined
  if (!form || !region || !code || code.hasFailed || readyRegions.has(region) || isHydrating())
    return
  event.preventDefault()
  heldSends.set(region, { form, submitter })
  code.load()
}

if (typeof window !== 'undefined') {
  for (const type of FIRST_USE_EVENTS)
    addEventListener(
      type,
      (event) => {
        const region = regionOf(event.target)
        if (region) codeOfRegion(region)?.load()
      },
      { capture: true, passive: true },
    )
  // A press on a send button: held before the browser checks the form (its activation).
  addEventListener(
    'click',
    (event) => {
      const button = regionOf(event.target)
        ? (event.target as Element).closest<HTMLButtonElement>('button, input')
        : null
      if (button?.type === 'submit') holdSend(event, button.form, button)
    },
    true,
  )
  // A send with no button pressed (Enter in a form without one, or requestSubmit()).
  addEventListener(
    'submit',
    (event) => holdSend(event, event.target as HTMLFormElement, (event as SubmitEvent).submitter),
    true,
  )
}

/** Calls `onReady` once the component beside it has hydrated and improved itself (`useHydrated`). */
function ReadySignal({ onReady }: { onReady: () => void }) {
  const isHydrated = useHydrated()
  useEffect(() => {
    if (isHydrated) onReady()
  }, [isHydrated, onReady])
  return null
}

const subscribeToNothing = () => () => {}
const no = () => false
const yes = () => true

/**
 * Whether two props draw the same: equal but for their functions (handlers, which draw nothing).
 * A page's re-render makes new objects and closures with the same content.
 */
function drawsSame(a: unknown, b: unknown): boolean {
  if (Object.is(a, b) || (typeof a === 'function' && typeof b === 'function')) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  const keys = Object.keys(a)
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => drawsSame(a[key as keyof typeof a], b[key as keyof typeof b]))
  )
}

/** A region's props: the first (which the server rendered) and the latest, with their listeners. */
interface PropsStore<Props> {
  readonly first: () => Props
  readonly latest: () => Props
  readonly subscribe: (listener: () => void) => () => void
  /** Keeps the latest props; true when they draw differently from the ones before. */
  readonly set: (props: Props) => boolean
}

function propsStore<Props>(first: Props): PropsStore<Props> {
  let latest = first
  const listeners = new Set<() => void>()
  return {
    first: () => first,
    latest: () => latest,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    set: (props) => {
      if (props === latest) return false
      const drawsDifferently = !drawsSame(latest, props)
      latest = props
      for (const listener of listeners) listener()
      return drawsDifferently
    },
  }
}

/** The region's component once its code has come, with the props its region passes it. */
function RegionCode<Props extends object>({
  code,
  name,
  props,
  onReady,
}: {
  code: Code<Props>
  name: string
  props: PropsStore<Props>
  onReady: () => void
}) {
  const isHydrationRender = useSyncExternalStore(subscribeToNothing, no, yes)
  // Hydrated with the props the server rendered, then rendered again with the latest.
  const current = useSyncExternalStore(props.subscribe, props.latest, props.first)
  if (import.meta.env.SSR && !code.Component)
    throw new Error(`@hard-hat/web: ${name} has no component to render on the server`)
  if (!isHydrationRender) code.load()
  if (!code.Component) use(code.loaded)
  const Loaded = code.Component as ComponentType<Props>
  return (
    <>
      <Loaded {...current} />
      <ReadySignal onReady={onReady} />
    </>
  )
}

/** The region: a box-less element around a Suspense boundary that React hydrates on first use. */
function Region<Props extends object>({
  code,
  name,
  props,
}: {
  code: Code<Props>
  name: string
  props: Props
}) {
  const region = useRef<HTMLDivElement>(null)
  const [store] = useState(() => propsStore(props))
  // Props that draw differently (the offer's end turns its form into another, the address's
  // campaign fills the hidden fields) must reach the form: its code is fetched at once.
  useEffect(() => {
    if (store.set(props) && !isHydrating()) code.load()
  })
  // React cannot apply an update to HTML it has not hydrated: the router's updates (a same-page
  // navigation, say) reach the region through its context, so they fetch its code at once, and
  // React applies them once it has come. The page's own re-renders never reach the boundary
  // (below).
  const location = useLocation()
  const navigation = useNavigation()
  const seen = useRef({ location, navigation })
  if (seen.current.location !== location || seen.current.navigation !== navigation) {
    seen.current = { location, navigation }
    code.load()
  }
  const onReady = useCallback(() => {
    const element = region.current
    if (!element) return
    readyRegions.add(element)
    replay(element)
  }, [])
  // The same element on every render: a re-render of the page (a countdown's tick, its own
  // hydration flag) passes the region's new props through the store, never as an update to the
  // boundary, which would make React give up its server HTML.
  const boundary = useMemo(
    () => (
      <Suspense fallback={null}>
        <RegionCode code={code} name={name} props={store} onReady={onReady} />
      </Suspense>
    ),
    [code, name, store, onReady],
  )
  return (
    <div ref={region} {...{ [REGION_ATTRIBUTE]: name }} className="contents">
      {boundary}
    </div>
  )
}

/** A component hydrated on its first use (`hydratedOnFirstUse`). */
export interface HydratedOnFirstUse<Props extends object> extends FunctionComponent<Props> {
  /**
   * Gives the server's render the component itself: the server renders every page whole, never
   * waiting for a module (app/entry.server.tsx), and the client build must not import it with the
   * page.
   */
  readonly drawOnServer: (component: ComponentType<Props>) => void
}

/**
 * A component whose code a page fetches on the component's first use, not with the page: the
 * server renders it in full (a real form that works without scripts), and in the browser React
 * keeps that HTML, unhydrated, until the visitor first comes over it, presses, focuses or types in
 * it. What is typed meanwhile stays in the page, and a send before the code comes waits for it.
 * Call it once per component, at a module's top level.
 *
 * Rendered in the browser other than by hydration (a client navigation), given props that draw it
 * differently, or reached by the router's update once the page has hydrated, it fetches its code at
 * once.
 * @example export const SchemaForm = hydratedOnFirstUse('form', () => import('./drawn-form').then((m) => m.SchemaForm))
 */
export function hydratedOnFirstUse<Props extends object>(
  name: string,
  importComponent: () => Promise<ComponentType<Props>>,
): HydratedOnFirstUse<Props> {
  const code = codeOf(importComponent)
  codes.set(name, code as Code<never>)
  // Focused before the page hydrated (typing, most likely): that was its first use.
  if (typeof document !== 'undefined' && regionOf(document.activeElement)) code.load()
  return Object.assign((props: Props) => <Region code={code} name={name} props={props} />, {
    drawOnServer: (component: ComponentType<Props>) => {
      code.Component = component
    },
  })
}
