import { formatGBP, ONE_PAGE_WEBSITE } from '@hard-hat/pricing'

/** Body of "Why Builders Need a Website That Wins Enquiries". */
export const buildersWebsiteThatWinsEnquiries = `Most builders we meet already have some kind of website. It was set up years ago by a friend or a nephew, it lists a phone number and a few services, and nobody has touched it since. It is not doing any harm, they say. The trouble is that it is not doing any good either. A website that simply exists is not the same as a website that wins work.

## What changed

A few years ago most work came from word of mouth, and a website was a business card. Today even a recommended builder gets looked up before the phone rings. The homeowner searches your name, finds your site on their phone and decides in about ten seconds whether you look like a safe pair of hands. If the site is slow, dated or hard to read on a small screen, they go back to the search results and ring someone else.

## What a website that wins enquiries does

### It answers the first three questions straight away

Every visitor wants to know:

1. **Do you do the job I need?** Name your services plainly: extensions, loft conversions, groundworks, renovations.
2. **Do you work in my area?** List the towns and villages you cover.
3. **Can I trust you?** Show photos of real jobs, reviews, accreditations and how long you have been trading.

If those answers sit above the fold on a phone, you have done most of the work.

### It makes getting in touch effortless

- A phone number that can be tapped to call, at the top of every page.
- A short enquiry form: name, phone, email and a few words about the job. Long forms lose people.
- A clear promise, such as "we reply within one working day", and then keep it.

### It loads fast on a building site signal

Many of your customers are browsing on 4G in a kitchen that is being knocked through. Heavy images and clever animations cost you enquiries. A good trade website loads in a couple of seconds on a weak signal.

### It shows your work, not stock photos

A gallery of your own jobs, with a sentence or two about each, does more selling than any slogan. Our guide to [taking photos of your work](/insights/how-to-photograph-your-work) explains how to get good pictures with just a phone.

## Signs your current site is costing you work

- You cannot remember the last time someone said "I found you online".
- The site is not secure (the browser shows "Not secure" next to the address).
- You cannot update it yourself, so your latest projects are missing.
- It looks broken or tiny on a phone.

## Where to start

You do not need a huge site to win more enquiries. For many sole traders and small firms, a focused single page with your services, your area, your best photos and a simple form is enough to start. Our [one-page website](/one-page-website) costs **${formatGBP(ONE_PAGE_WEBSITE.price)} + VAT** and is live in ${ONE_PAGE_WEBSITE.liveInDays} days. Firms that need more room can build a priced quote for a larger site with our [boutique pricing calculator](/boutique-pricing).

Whatever you choose, judge your website by one number: how many enquiries it brings in each month. If you would like a second opinion on your current site, [get in touch](/contact) and we will tell you honestly what we would change. You can also see what we have built for other trades in [our portfolio](/portfolio), or read more about [our website design service](/website-design).
`
