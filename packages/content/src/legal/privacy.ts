import { SITE } from '../site'
import { COUNTING_PARAGRAPHS } from './counting'
import { LEGAL_LAST_UPDATED, type LegalPage } from './legal-page'

/** How long form submissions are kept, in months. */
export const SUBMISSION_RETENTION_MONTHS = 24

/** The Privacy Policy page: nine sections, honest about what this site collects. */
export const PRIVACY_POLICY: LegalPage = {
  title: 'Privacy Policy',
  description: `What personal information ${SITE.brand} collects through this website, why, how long we keep it and your rights.`,
  lastUpdated: LEGAL_LAST_UPDATED.display,
  lastUpdatedIso: LEGAL_LAST_UPDATED.iso,
  intro: `${SITE.brand} ("we", "us") is responsible for the personal information collected through this website. This policy explains, in plain English, what we collect, why we collect it and what you can do about it. We follow the UK General Data Protection Regulation and the Data Protection Act 2018.`,
  sections: [
    {
      id: 'data-collected',
      heading: '1. Information we collect',
      paragraphs: [
        `When you fill in a form on this website (for example an enquiry, a quote request, an offer claim, a CRM trial, a referral or a newsletter sign-up) we collect what you type in: usually your name, email address, phone number, business name and details about your project. A referral form also contains the name and contact details of the business you refer, which you confirm you have their permission to share.`,
        `With each submission we store the date and time, the page it came from and a hashed (one-way scrambled) version of your IP address. We also store the page your visit began on, the name of the website you came from (for example google.com, never the full address) and the campaign named in the link you followed (utm_source, utm_medium and utm_campaign), if any: your browser holds them only while the page is open, in no cookie or storage, and sends them with the form. We cannot turn the hash back into your IP address; we use it only to spot repeated or abusive submissions.`,
        `We count visits to the website ourselves, as daily totals with no cookie and nothing that identifies you: section 5 says what we count, why, for how long and how to object. If we have turned Google Analytics on and you accept analytics cookies, Google Analytics also collects information about how you use the website, such as the pages you visit and the device you use. If you decline, Google Analytics collects nothing. The site does not need Google Analytics: our own counts are enough.`,
      ],
    },
    {
      id: 'use',
      heading: '2. How we use your information',
      paragraphs: [
        `We use the details you send us to reply to your enquiry, prepare quotes and proposals, provide the services you ask for and, if you sign up, send you our newsletter. Our lawful basis is taking steps at your request before entering into a contract, and our legitimate interest in responding to business enquiries. For the newsletter and Google Analytics, our basis is your consent, which you can withdraw at any time. For our own visit counts, it is our legitimate interest in knowing which pages help visitors and making the site faster, with the right to object described in section 5.`,
        `We use the hashed IP address to protect the website and our team from spam and abuse, which is in our legitimate interest. We do not sell your information and we do not use it for automated decisions that have legal or similar effects on you.`,
      ],
    },
    {
      id: 'sharing',
      heading: '3. Who we share it with',
      paragraphs: [
        `Every form submission is stored in our own database and then forwarded to our customer relationship management (CRM) system, so that our team can follow it up. Our hosting and CRM providers process the data on our behalf under written contracts and may not use it for their own purposes.`,
        `If you accept analytics cookies, Google receives the analytics information described above. We may also share information where the law requires it. If any provider stores data outside the UK, we make sure appropriate safeguards, such as UK adequacy regulations or standard contractual clauses, are in place.`,
      ],
    },
    {
      id: 'security',
      heading: '4. Keeping your information safe',
      paragraphs: [
        `The website is served only over an encrypted connection (HTTPS). Submissions are stored in a database that only our team can access, and the key that connects the website to our CRM is kept on our server, never in your browser.`,
        `We keep form submissions for ${SUBMISSION_RETENTION_MONTHS} months after our last contact with you, then delete them, unless you become a client, in which case we keep the records we need for the contract and for tax purposes.`,
      ],
    },
    {
      id: 'cookies',
      heading: '5. Cookies',
      paragraphs: [
        `We use a small number of cookies. Your cookie choice itself is kept in your browser's local storage, not in a cookie. Analytics cookies are set only after you choose Accept All in the cookie banner, and you can change your choice at any time with Cookie settings at the foot of any page. Our Cookie Policy lists everything the site stores, what it does and how long it lasts.`,
        ...COUNTING_PARAGRAPHS,
      ],
    },
    {
      id: 'your-rights',
      heading: '6. Your data-protection rights',
      paragraphs: [
        `You have the right to ask for a copy of the information we hold about you, to have it corrected or deleted, to restrict or object to how we use it, to receive it in a portable format and to withdraw any consent you have given.`,
        `To use any of these rights, email ${SITE.email.address}. We will respond within one month. If you are unhappy with how we handle your information, you can complain to the Information Commissioner's Office (ico.org.uk), although we would appreciate the chance to put things right first.`,
      ],
    },
    {
      id: 'children',
      heading: '7. Children',
      paragraphs: [
        `Our website and services are meant for businesses. We do not knowingly collect information from children under 16. If you believe a child under 16 has sent us their details, contact us and we will delete them.`,
      ],
    },
    {
      id: 'changes',
      heading: '8. Changes to this policy',
      paragraphs: [
        `We may update this policy when our services or the law change. The date at the top of this page shows when it was last updated. If we make a significant change, we will say so clearly on the website.`,
      ],
    },
    {
      id: 'contact',
      heading: '9. Contact us',
      paragraphs: [
        `For any question about this policy or your information, contact ${SITE.brand} by email at ${SITE.email.address}, by phone on ${SITE.phone.display} (${SITE.openingHours.display}), or by post at ${SITE.addressLine}.`,
      ],
    },
  ],
}
