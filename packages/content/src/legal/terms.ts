import { SITE } from '../site'
import { LEGAL_LAST_UPDATED, type LegalPage } from './legal-page'

/** The Terms of Service page: twelve sections. */
export const TERMS_OF_SERVICE: LegalPage = {
  title: 'Terms of Service',
  description: `The terms that apply when you use the ${SITE.brand} website and our services.`,
  lastUpdated: LEGAL_LAST_UPDATED.display,
  lastUpdatedIso: LEGAL_LAST_UPDATED.iso,
  intro: `These terms explain the rules for using the ${SITE.brand} website and the services we provide to trade and construction businesses. Please read them carefully. If anything is unclear, contact us before you use our services.`,
  sections: [
    {
      id: 'acceptance',
      heading: '1. Acceptance of these terms',
      paragraphs: [
        `By using this website, sending us an enquiry or buying any of our services, you agree to these terms. If you do not agree, please do not use the website or our services.`,
        `If you use our services on behalf of a business, you confirm that you are authorised to accept these terms for that business.`,
      ],
    },
    {
      id: 'services',
      heading: '2. Our services',
      paragraphs: [
        `${SITE.brand} provides website design and build, hosting, search engine optimisation, Google Business Profile management, online advertising, social media management, branding and a construction CRM for trade and construction businesses.`,
        `What is included in each project is set out in the package description, quote or proposal you accept. Timescales we give (for example "live in three days") start once we have received the content and information we need from you, and depend on you replying to our questions promptly.`,
        `We may improve or change our services over time. We will not remove anything you have already paid for during the period you have paid for it.`,
      ],
    },
    {
      id: 'accounts',
      heading: '3. Accounts',
      paragraphs: [
        `You do not need an account to use this website. Some services, such as our construction CRM, require an account. If you have one, keep your login details secret and tell us straight away if you think someone else has used them.`,
        `You are responsible for what happens under your account and for making sure the people you give access to follow these terms. We may suspend an account that is being used to break these terms or the law.`,
      ],
    },
    {
      id: 'fees',
      heading: '4. Fees and payment',
      paragraphs: [
        `Prices on this website are shown excluding VAT unless they say otherwise. VAT is added at the current rate on your invoice.`,
        `Payment terms, including any deposit and instalments, are set out in the quote or proposal you accept. Monthly services such as hosting and the CRM are billed monthly in advance and can be cancelled as described for each service.`,
        `Advertising budgets paid to platforms such as Google or Meta are separate from our fees unless the package says that we pay a stated amount of ad spend for you. If an invoice is not paid on time, we may pause the related service after giving you notice.`,
      ],
    },
    {
      id: 'intellectual-property',
      heading: '5. Intellectual property',
      paragraphs: [
        `The content, design and code of this website belong to ${SITE.brand} or our licensors. You may view and print pages for your own use, but you may not copy or republish them without our permission.`,
        `When you have paid in full for a website we build for you, you own the design and content created specifically for you. We keep ownership of our own tools, templates and code libraries, and grant you a licence to use them as part of your website for as long as it runs.`,
      ],
    },
    {
      id: 'user-content',
      heading: '6. Content you give us',
      paragraphs: [
        `You keep ownership of the text, photos, logos and other material you send us. You give us permission to use that material to provide our services, for example to publish it on your website.`,
        `You confirm that you have the right to use everything you send us, including photos of customers' properties, and that it is accurate and lawful. With your permission, we may show finished work for you in our portfolio.`,
      ],
    },
    {
      id: 'liability',
      heading: '7. Limitation of liability',
      paragraphs: [
        `We take care to provide our services with reasonable skill and care. We cannot promise particular search rankings, numbers of enquiries or returns on advertising, except where a package states a specific guarantee and its conditions.`,
        `Our total liability to you for any claim arising from our services is limited to the amounts you paid us in the six months before the event giving rise to the claim. We are not liable for loss of profits, loss of business or indirect losses.`,
        `Nothing in these terms limits liability for death or personal injury caused by negligence, for fraud, or for anything else that cannot be limited by law.`,
      ],
    },
    {
      id: 'indemnification',
      heading: '8. Indemnification',
      paragraphs: [
        `You agree to cover our reasonable losses and costs if a third party makes a claim against us because of material you supplied (for example a photo you did not have the right to use) or because you used our services unlawfully.`,
        `We will tell you promptly about any such claim and let you take part in how it is handled.`,
      ],
    },
    {
      id: 'termination',
      heading: '9. Termination',
      paragraphs: [
        `You can stop a monthly service at any time by telling us in writing; it ends at the end of the month you have paid for. Fixed-price projects can be cancelled by either side in writing, and you pay for the work done up to that point.`,
        `We may end or suspend our services if you seriously break these terms, or do not pay an invoice after we have reminded you. When a hosting service ends, we will give you a copy of your website files and content on request.`,
      ],
    },
    {
      id: 'governing-law',
      heading: '10. Governing law',
      paragraphs: [
        `These terms are governed by the law of England and Wales. Any dispute will be dealt with by the courts of England and Wales, unless you live in Scotland or Northern Ireland, in which case you may also bring proceedings in your local courts.`,
      ],
    },
    {
      id: 'changes',
      heading: '11. Changes to these terms',
      paragraphs: [
        `We may update these terms from time to time. The date at the top of this page shows when they last changed. Changes do not affect work already agreed in a signed quote or proposal. If a change affects an ongoing service, we will tell you before it takes effect.`,
      ],
    },
    {
      id: 'contact',
      heading: '12. Contact us',
      paragraphs: [
        `If you have any questions about these terms, contact ${SITE.brand} by email at ${SITE.email.address}, by phone on ${SITE.phone.display} (${SITE.openingHours.display}), or by post at ${SITE.addressLine}.`,
      ],
    },
  ],
}
