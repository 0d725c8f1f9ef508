import type { CatalogueBasePackage } from '../catalogue'
import { pounds } from '../money'

/** Hard Hat's base packages (step 1), with their number of pages. */
export const hardHatBasePackages = [
  {
    id: 'three-page',
    name: 'Three Page Website',
    price: pounds(2500),
    pages: 3,
    description: 'Home, About and Contact pages',
    popular: false,
  },
  {
    id: 'five-page',
    name: 'Five Page Website',
    price: pounds(3750),
    pages: 5,
    description: 'Room for your services, your work and your story',
    popular: true,
  },
  {
    id: 'unlimited',
    name: 'Unlimited Pages',
    price: pounds(6500),
    pages: 'unlimited',
    description: 'As many pages as your business needs',
    popular: false,
  },
] as const satisfies readonly CatalogueBasePackage[]
