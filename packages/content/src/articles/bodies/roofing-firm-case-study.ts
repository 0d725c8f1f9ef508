/** Body of "Case Study: How a Family Roofing Firm Filled Its Diary". */
export const roofingFirmCaseStudy = `This case study describes a sample client: a small, family-run roofing firm in North Yorkshire. The business, the people and the figures are illustrative, put together from the kind of work we do every month, so that you can see how the pieces fit together. We call them "the Sample Roofing Co." below.

## The starting point

The firm had been trading for over twenty years. The owner, his son and two roofers handled everything from slipped slates to full re-roofs and flat roofs. Almost all of their work came from word of mouth and from a few regular builders.

That was fine until two of those builders retired in the same year. Suddenly the diary had gaps, and the firm realised it had almost no presence online:

- A five-page website built in 2014 that did not work on phones.
- A Google Business Profile that had never been claimed, with three reviews.
- No social media at all.

## What we did

### 1. A website built to win enquiries

We replaced the old site with a fast, mobile-first website:

- A clear headline: who they are, what they do, and the towns they cover.
- Separate pages for **re-roofing**, **flat roofs**, **repairs**, **chimneys** and **guttering**.
- A gallery of their own photos, grouped by job type, with a short story for each.
- A tap-to-call button and a three-field enquiry form on every page.

You can read why this matters in [why builders need a website that wins enquiries](/insights/builders-website-that-wins-enquiries).

### 2. Google Business Profile

We claimed and verified the profile, set the right categories, added the service area and uploaded forty photos. Then we set up a simple review request: a text with a direct link, sent by the office on the day each job was signed off. Our [Google Business Profile guide](/insights/google-business-profile-for-roofers) walks through the same steps.

### 3. Local search pages

We wrote pages for the main towns they covered, each with real jobs from that town, photos and a local customer quote.

### 4. A small, focused ad campaign

For the first three months we ran Google Ads on urgent searches such as "roof leak repair" and "storm damage roofer", only within their area and only during working hours, sending clicks to the repairs page.

## The results (illustrative)

Within six months, in our sample scenario:

1. **Reviews** grew from three to over sixty, with an average of 4.9 stars.
2. **Enquiries** from the website and profile rose from a handful a month to several a week.
3. **Map results:** the firm appeared in the top three for "roofer" in its home town and two neighbouring towns.
4. **Ads** were paused after month three because organic enquiries were enough to fill the diary.

Just as important, the owner said he spent less time chasing work and more time choosing it. With a steady flow of enquiries, they could turn down jobs that were too far away or not worth the travel.

## What other trades can take from this

- **Start with the basics.** A fast website and a complete profile matter more than clever marketing.
- **Make reviews a habit.** One text, sent on the day, every time.
- **Use ads as a tap, not a pipe.** Turn them on to fill gaps and off when the diary is full.
- **Show your own work.** Real photos beat stock images every time.

## Could this work for you?

Every firm is different, and we will not promise figures we cannot stand behind. But the approach above works for roofers, builders, plumbers and electricians alike. Browse [our portfolio](/portfolio) to see real client sites, or [get in touch](/contact) and we will tell you where we would start with yours.
`
