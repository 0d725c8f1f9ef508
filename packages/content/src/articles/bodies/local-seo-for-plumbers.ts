/** Body of "Local SEO for Plumbers: Getting Found in Your Area". */
export const localSeoForPlumbers = `When a boiler packs up or a pipe bursts, people do not browse. They pick up their phone, type "plumber near me" or "emergency plumber Scarborough", and ring one of the first few names they see. Local SEO is the work of making sure one of those names is yours.

## How Google decides who shows up locally

For local searches Google weighs three things:

1. **Relevance**: does your business match what was searched for?
2. **Distance**: how close are you to the person searching, or to the place they named?
3. **Prominence**: how well known and well reviewed is your business, online and off?

You cannot move your van closer to every customer, but you can do a great deal about relevance and prominence.

## The foundations

### Claim and complete your Google Business Profile

Your profile is the box with the map, the reviews and the call button. Fill in every field, choose "Plumber" as your main category and add secondary categories that are true (boiler repair, drainage, bathroom fitting). Our article on [Google Business Profile for roofers](/insights/google-business-profile-for-roofers) walks through it step by step, and the advice applies to plumbers just the same.

### Keep your name, address and phone number identical everywhere

Google cross-checks your details on directories, your website and social pages. "J Smith Plumbing Ltd" in one place and "JS Plumbing" in another, or an old mobile number, weakens your listing. Pick one version and use it everywhere.

### Give each service and each area its own page

A single "Services" page that lists twenty jobs in a sentence will not rank for any of them. Instead:

- Create a page for each main service: boiler installation, leak detection, unblocking drains, bathroom fitting.
- Create pages for the main towns you cover, with real content about jobs you have done there. Do not copy the same text and swap the town name; Google spots it and so do customers.

### Make your website fast and mobile friendly

Most emergency searches happen on phones. A slow site loses the click before the page appears. Check your site on your own phone on mobile data. If you are waiting, so are your customers.

## Building prominence

- **Reviews.** Ask every happy customer, ideally by text with a direct link, on the day you finish the job. Reply to every review, good or bad, politely. Read more in our piece on [reviews and trust](/insights/reviews-and-trust-for-trades).
- **Local links.** A mention from your merchant, a local football club you sponsor or a trade association is worth more than dozens of random directory links.
- **Accreditations.** Gas Safe, WaterSafe and trade body memberships build trust with people and with search engines. Show the logos and link to your entry on their register.

## What to expect

Local SEO is not instant. Most plumbers see movement in the first few weeks and solid results in three to four months, provided the basics are done well and reviews keep coming. Be wary of anyone promising first place next week.

## Where we come in

We build trade websites with service and area pages set up properly from day one, and we can manage the ongoing work for you. Have a look at [our website design service](/website-design) or [talk to us](/contact) about your area and the jobs you want more of.
`
