// Tidewater Web's price list as a catalogue for the pricing engine: one-off builds, pages sold by
// the unit, a blog pack chosen from two and billed monthly, hosting or a yearly care plan (exactly
// one, hosting included with Lighthouse), a launch offer, a blog bundle and a 40% deposit. The
// calculator imports it in the browser; the engine checks it when the page loads.
import { createPricing } from '@hard-hat/pricing'

export const pricing = createPricing({
  currency: 'EUR',
  locale: 'en-IE',
  vatRatePercent: 23,
  groups: [
    { id: 'build', title: 'What your site does' },
    { id: 'blog', title: 'A blog, written for you', choose: 'at-most-one' },
    { id: 'care', title: 'Looking after it', choose: 'exactly-one' },
  ],
  basePackages: [
    {
      id: 'harbour',
      name: 'Harbour',
      price: 120000,
      description: 'Five pages for a small business',
    },
    {
      id: 'lighthouse',
      name: 'Lighthouse',
      price: 240000,
      popular: true,
      description: 'Fifteen pages, hosting included',
    },
  ],
  features: [
    { id: 'bookings', name: 'Table Bookings', price: 30000, group: 'build' },
    { id: 'shop', name: 'Online Shop', price: 60000, group: 'build' },
    { id: 'payments', name: 'Card Payments', price: 15000, group: 'build' },
    {
      id: 'areaPages',
      name: 'Town pages',
      price: 6000,
      group: 'build',
      quantity: { min: 1, max: 10, unit: 'page' },
    },
    { id: 'backups', name: 'Daily Backups', price: 900, group: 'build', interval: 'month' },
    { id: 'blog4', name: 'Four posts a month', price: 4000, group: 'blog', interval: 'month' },
    { id: 'blog12', name: 'Twelve posts a month', price: 10000, group: 'blog', interval: 'month' },
    { id: 'hosting', name: 'Managed Hosting', price: 1500, group: 'care', interval: 'month' },
    {
      id: 'carePlan',
      name: 'Hosting and care plan',
      price: 18000,
      group: 'care',
      interval: 'year',
    },
  ],
  rules: [
    { type: 'requires', feature: 'shop', requires: 'payments' },
    { type: 'includes', basePackage: 'lighthouse', feature: 'hosting' },
    { type: 'excludes', basePackage: 'lighthouse', feature: 'carePlan' },
  ],
  discounts: [
    {
      id: 'launch',
      name: 'Launch offer',
      amountOff: 10000,
      when: { basePackages: ['lighthouse'] },
    },
    {
      id: 'blogBundle',
      name: 'Blog bundle, 20% off',
      percentOff: 20,
      interval: 'month',
      when: { features: ['blog12'] },
    },
  ],
  paymentSchedule: [
    { name: 'Deposit', share: 40 },
    { name: 'On launch', share: 60 },
  ],
})
