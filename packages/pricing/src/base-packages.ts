import { type Pence, pounds } from './money'

/** Ids of the boutique calculator's base packages. */
export const BASE_PACKAGE_IDS = ['three-page', 'five-page', 'unlimited'] as const
/** Id of a boutique calculator base package. */
export type BasePackageId = (typeof BASE_PACKAGE_IDS)[number]

/** A base package of the boutique calculator (step 1). */
export interface BasePackage {
  readonly id: BasePackageId
  readonly name: string
  readonly price: Pence
  /** Number of pages, or "unlimited". */
  readonly pages: number | 'unlimited'
  readonly description: string
  readonly isMostPopular: boolean
}

/** The three base packages, in the order step 1 lists them. */
export const BASE_PACKAGES = [
  {
    id: 'three-page',
    name: 'Three Page Website',
    price: pounds(2500),
    pages: 3,
    description: 'Home, About and Contact pages',
    isMostPopular: false,
  },
  {
    id: 'five-page',
    name: 'Five Page Website',
    price: pounds(3750),
    pages: 5,
    description: 'Room for your services, your work and your story',
    isMostPopular: true,
  },
  {
    id: 'unlimited',
    name: 'Unlimited Pages',
    price: pounds(6500),
    pages: 'unlimited',
    description: 'As many pages as your business needs',
    isMostPopular: false,
  },
] as const satisfies readonly BasePackage[]

/** Looks up a base package by id. */
export function getBasePackage(id: BasePackageId): BasePackage {
  const found = BASE_PACKAGES.find((basePackage) => basePackage.id === id)
  if (!found) throw new RangeError(`@hard-hat/pricing: unknown base package "${id}"`)
  return found
}

/** True when the value is a base package id. */
export function isBasePackageId(value: unknown): value is BasePackageId {
  return typeof value === 'string' && (BASE_PACKAGE_IDS as readonly string[]).includes(value)
}
