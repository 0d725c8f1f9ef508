import { SITE } from '../site'
import { OBJECTION_COOKIE, OBJECTION_LIFETIME_DAYS } from './objection'

/**
 * How long the site's own visit counts are kept, in months (decision 037): two years and a month,
 * so a month can be set beside the same month a year before.
 */
export const COUNTING_RETENTION_MONTHS = 25

/** The anchor of the counting section on the cookie policy page. */
export const COUNTING_SECTION_ID = 'counting-visits'

/**
 * What the site counts by itself, why, for how long and how to object, in plain words: one text
 * for the cookie policy and the privacy policy.
 */
export const COUNTING_PARAGRAPHS: readonly string[] = [
  `We count visits to this website on our own server, without cookies and without anything that could tell one visitor from another. For each day and page we keep only totals: how many times the page was seen, how many visits started on it, the name of the website a visit came from (for example google.com, never the full address), the campaign named in the link you followed (utm_source, utm_medium and utm_campaign), and whether it was seen on a phone, a tablet or a computer. We never store your IP address, a scrambled version of it, or any identifier.`,
  `While you use the site, a small script also reports how quickly pages load and respond on your device, which steps of the pricing calculator were reached, and whether Back was instant. It sends these as single measurements, with nothing that identifies you, and only while the page is on screen.`,
  `We do this to see which pages and campaigns are useful to builders and tradespeople and to make the site faster on real phones. The law allows this without asking first (the Privacy and Electronic Communications Regulations, as amended by the Data (Use and Access) Act 2025, for statistics to improve a website), as long as we tell you and let you object.`,
  `We keep these daily totals for ${COUNTING_RETENTION_MONTHS} months, then delete them. No one at ${SITE.brand} or elsewhere can use them to find out who you are.`,
  `To object, choose "Don't count my visits" in the Counting visits part of our Cookie Policy, or in Cookie settings at the foot of any page. It works with scripts turned off too. We then keep one cookie, ${OBJECTION_COOKIE}, whose only content is your objection, for ${OBJECTION_LIFETIME_DAYS} days. If your browser sends the Global Privacy Control signal (Sec-GPC), we do not count you either.`,
]
