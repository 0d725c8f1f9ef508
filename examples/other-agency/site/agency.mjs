// What Tidewater Web (a fictional agency in Galway) writes to take enquiries with the Hard Hat
// engines: one form. The server and the browser both import this file; the price list is
// public/catalogue.mjs.
import { defineForm } from '@hard-hat/forms'

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
