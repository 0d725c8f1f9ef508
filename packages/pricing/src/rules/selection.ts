/** What a visitor has chosen so far: the base package (if any) and the selected features. */
export interface Selection<TBasePackage extends string = string, TFeature extends string = string> {
  readonly basePackage: TBasePackage | null
  readonly features: readonly TFeature[]
}

/** Names of packages and features, for the sentences rules write. */
export interface Names {
  basePackage(id: string): string
  feature(id: string): string
}
