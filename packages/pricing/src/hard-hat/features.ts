import type { CatalogueFeature, CatalogueGroup } from '../catalogue'
import { pounds } from '../money'

/** Hard Hat's feature groups: the calculator's steps 2 and 3. */
export const hardHatGroups = [
  { id: 'functionality', title: 'Functionality Features' },
  { id: 'content', title: 'Content & Enhancement Features' },
] as const satisfies readonly CatalogueGroup[]

/** Hard Hat's nine features, in the order the steps list them. */
export const hardHatFeatures = [
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
] as const satisfies readonly CatalogueFeature[]
