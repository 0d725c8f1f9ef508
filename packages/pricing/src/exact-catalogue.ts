// The compile-time half of "a catalogue the engine does not understand is refused": each key the
// engine does not know becomes a property whose type is the fix, so the editor's error reads
// `Type '"month"' is not assignable to type '"Write interval: …"'` at the key itself. The same
// table of fixes serves checkCatalogue at run time (catalogue-keys.ts).
import type { KeyWithFix, keyFixes, knownKeys } from './catalogue-keys'

type Known = typeof knownKeys
type Fixes = typeof keyFixes

/**
 * The fix for an unknown key, as an object type whose one key is the sentence: intersected with the
 * value written there it stays readable in the error (two literal types would reduce to `never`).
 */
type FixFor<K, Where extends keyof Known> = K extends KeyWithFix
  ? `${Fixes[K]}; the engine does not know "${K}" here.`
  : `Remove "${K & string}": the engine does not know it here. Known: ${Join<Known[Where]>}.`

type Join<T extends readonly string[]> = T extends readonly [
  infer Head extends string,
  ...infer Tail extends readonly string[],
]
  ? Tail extends readonly []
    ? Head
    : `${Head}, ${Join<Tail>}`
  : string

/** Every key the engine does not know turned into its fix. */
type Closed<T, Where extends keyof Known> = {
  readonly [K in keyof T]: K extends Known[Where][number]
    ? unknown
    : { readonly [Fix in FixFor<K, Where>]: never }
}

/** A package or feature may carry your own keys, but not one the engine knows elsewhere. */
type Open<T> = {
  readonly [K in keyof T]: K extends Exclude<KeyWithFix, Known['feature'][number]>
    ? { readonly [Fix in FixFor<K, 'feature'>]: never }
    : unknown
}

type EachClosed<L, Where extends keyof Known> = { readonly [I in keyof L]: Closed<L[I], Where> }
type EachOpen<L> = { readonly [I in keyof L]: Open<L[I]> }

type RuleKeys<R> = R extends { type: 'excludes' }
  ? Closed<R, 'excludes'>
  : R extends { type: 'requires' }
    ? Closed<R, 'requires'>
    : R extends { type: 'includes' }
      ? Closed<R, 'includes'>
      : unknown

type FeatureKeys<F> = {
  readonly [K in keyof F]: K extends 'quantity' ? Closed<F[K], 'quantity'> : Open<F>[K]
}

type DiscountKeys<D> = {
  readonly [K in keyof D]: K extends 'when' ? Closed<D[K], 'when'> : Closed<D, 'discount'>[K]
}

type Part<K, V> = K extends 'groups'
  ? EachClosed<V, 'group'>
  : K extends 'basePackages'
    ? EachOpen<V>
    : K extends 'features'
      ? { readonly [I in keyof V]: FeatureKeys<V[I]> }
      : K extends 'rules'
        ? { readonly [I in keyof V]: RuleKeys<V[I]> }
        : K extends 'discounts'
          ? { readonly [I in keyof V]: DiscountKeys<V[I]> }
          : K extends 'paymentSchedule'
            ? EachClosed<V, 'payment'>
            : K extends Known['catalogue'][number]
              ? unknown
              : { readonly [Fix in FixFor<K, 'catalogue'>]: never }

/**
 * Each key of `C` the engine does not know, typed as its fix (`unknown` when there is none):
 * `createPricing` takes `C & ExactCatalogue<C>`, so an unknown key is a compile error at the key
 * that says what to write instead.
 */
export type ExactCatalogue<C> = C extends Exact<C> ? unknown : Exact<C>

type Exact<C> = { readonly [K in keyof C]: Part<K, C[K]> }
