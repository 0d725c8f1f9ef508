// Everything Tidewater Web (a fictional agency in Galway) writes to price its websites and take
// enquiries with the Hard Hat engines: one catalogue and one form. The server and the browser both
// import this file.
import { defineForm } from '@hard-hat/forms'
import { createPricing } from '@hard-hat/pricing'

export const pricing = createPricing({
  currency: 'EUR',
  locale: 'en-IE',
  vatRatePercent: 23,
  groups: [
    { id: 'build', title: 'What your site does' },
    { id: 'care', title: 'Looking after it' },
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
    { id: 'hosting', name: 'Managed Hosting', price: 18000, group: 'care' },
    { id: 'backups', name: 'Daily Backups', price: 9000, group: 'care' },
  ],
  rules: [
    { type: 'excludes', basePackage: 'lighthouse', feature: 'hosting' },
    { type: 'requires', feature: 'shop', requires: 'payments' },
  ],
})

export const enquiryForm = defineForm({
  id: 'enquiry',
  action: '/enquiry',
  groups: [
    {
      legend: 'About you',
      fields: [
        { name: 'name', type: 'text', label: 'name', required: true, autocomplete: 'name' },
        {
          name: 'email',
          type: 'email',
          label: 'email address',
          required: true,
          autocomplete: 'email',
        },
        { name: 'phone', type: 'tel', label: 'phone number', autocomplete: 'tel' },
        {
          name: 'preferredLanguage',
          type: 'select',
          label: 'the language we should write to you in',
          required: true,
          options: [
            { value: 'en', label: 'English' },
            { value: 'ga', label: 'Gaeilge' },
          ],
        },
      ],
    },
    {
      legend: 'Your project',
      fields: [
        { name: 'message', type: 'textarea', label: 'message', required: true, maxLength: 1000 },
        {
          name: 'consent',
          type: 'checkbox',
          label: 'consent',
          required: true,
          requiredMessage: 'Tick the box so that we can reply to you',
        },
      ],
    },
  ],
})
