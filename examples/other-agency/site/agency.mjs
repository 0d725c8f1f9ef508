// What Tidewater Web (a fictional agency in Galway) writes to take enquiries with the Hard Hat
// engines: one form, with a radio group, a number, a phone field asked for only when they choose
// phone, and a photo upload. The server and the browser both import this file; the price list is
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
        {
          name: 'contactBy',
          type: 'radio',
          label: 'how we should contact you',
          required: true,
          options: [
            { value: 'email', label: 'Email' },
            { value: 'phone', label: 'Phone' },
          ],
        },
        {
          name: 'phone',
          type: 'tel',
          label: 'phone number',
          required: true,
          autocomplete: 'tel',
          showWhen: { field: 'contactBy', is: 'phone' },
        },
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
        {
          name: 'pages',
          type: 'number',
          label: 'number of pages',
          required: true,
          min: 1,
          max: 30,
        },
        { name: 'message', type: 'textarea', label: 'message', required: true, maxLength: 1000 },
        {
          name: 'photo',
          type: 'file',
          label: 'photo of your work',
          accept: ['image/jpeg', 'image/png'],
          maxBytes: 2 * 1024 * 1024,
        },
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
