import type { Catalogue } from '../catalogue'
import { pounds } from '../money'

/**
 * Hard Hat Websites' boutique calculator as a catalogue (spec 000, sections 4 and 5): three base
 * packages, nine features in two groups, and Service Areas Page excluded with Unlimited Pages.
 * Prices in pence, quoted excluding VAT at 20%. Packages carry Hard Hat's own `pages`.
 */
export const hardHatCatalogue = {
  currency: 'GBP',
  locale: 'en-GB',
  vatRatePercent: 20,
  groups: [
    { id: 'functionality', title: 'Functionality Features' },
    { id: 'content', title: 'Content & Enhancement Features' },
  ],
  basePackages: [
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
  ],
  features: [
    {
      id: 'jobQuoteCalculator',
      name: 'Job Quote Calculator',
      price: pounds(275),
      description: 'Let visitors price a typical job themselves and send you the details',
      group: 'functionality',
    },
    {
      id: 'onlineBookingSystem',
      name: 'Online Booking System',
      price: pounds(275),
      description: 'Customers book site visits and appointments straight into your diary',
      group: 'functionality',
    },
    {
      id: 'liveChatIntegration',
      name: 'Live Chat Integration',
      price: pounds(225),
      description: 'Answer questions while the visitor is still on your site',
      group: 'functionality',
    },
    {
      id: 'trainedAIChatbot',
      name: 'Trained AI Chatbot',
      price: pounds(475),
      description: 'A chatbot trained on your services that answers enquiries day and night',
      group: 'functionality',
    },
    {
      id: 'filteredProjectPortfolio',
      name: 'Filtered Project Portfolio',
      price: pounds(350),
      description: 'Show your best jobs, filtered by type of work',
      group: 'content',
    },
    {
      id: 'serviceAreasPage',
      name: 'Service Areas Page',
      price: pounds(85),
      description: 'A page for the towns and areas you cover, to win local searches',
      group: 'content',
    },
    {
      id: 'testimonialSlider',
      name: 'Testimonial Slider',
      price: pounds(150),
      description: 'Your best customer reviews, front and centre',
      group: 'content',
    },
    {
      id: 'advancedSEO',
      name: 'Advanced SEO',
      price: pounds(250),
      description: 'Keyword research and on-page optimisation for your trade and area',
      group: 'content',
    },
    {
      id: 'maintenancePlan',
      name: 'Maintenance Plan',
      price: pounds(75),
      description: 'Updates, backups and security checks so your site keeps working',
      group: 'content',
    },
  ],
  rules: [{ type: 'excludes', basePackage: 'unlimited', feature: 'serviceAreasPage' }],
} as const satisfies Catalogue
