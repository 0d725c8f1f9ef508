/** Body of "Reviews and Trust: Why Customers Choose the Tradesperson They Do". */
export const reviewsAndTrustForTrades = `Think about the last time you hired someone you had never met to work in your home. You probably asked around, looked them up online and read what other people said. Your customers do exactly the same. For trade businesses, trust is the product before the work even starts, and reviews are where most of that trust is built.

## Why reviews matter so much

- **They reduce risk.** Letting a stranger into your home, or handing over a deposit, feels risky. Reviews from neighbours make it feel safe.
- **They help you rank.** The number, the recency and the content of Google reviews all feed into the local map results.
- **They do your selling.** A customer saying "turned up on time, left the place spotless, fair price" is more convincing than anything you could write about yourself.

## How to get more reviews

### Ask every time, at the right moment

The best time to ask is when the customer is happiest: as you finish the job and they are admiring the work. A simple routine works:

1. Mention it in person: "If you are happy with the job, a quick review would really help us."
2. Send a text the same day with a **direct link** to your review form.
3. If there is no review after a few days, send one friendly reminder. Then leave it.

### Make it effortless

Every extra click loses people. Get your direct review link from your Google Business Profile and save it as a text template on your phone.

### Stay on the right side of the rules

- **Never buy reviews** or post fake ones. Since April 2025, UK consumer law bans fake reviews outright, and Google removes them.
- **Do not only ask happy customers** in a way that filters out the rest ("review gating"). Ask everyone.
- **Be careful with incentives.** Offering a discount in exchange for a five-star review is not allowed.

## How to respond to reviews

### Good reviews

Thank the customer by name, mention the job and the area, and keep it short: "Thanks Mr Sample, it was a pleasure fitting your new bathroom in Filey. Enjoy it!" This shows future customers that you care, and it adds useful local detail.

### Bad reviews

Even the best firms get the occasional unhappy customer. How you respond is what people judge:

- **Do not reply in anger.** Wait until you are calm.
- **Acknowledge the problem** and apologise for their experience, without admitting fault if you do not believe you were at fault.
- **Take it offline.** Give a phone number or email address and offer to put things right.
- **Keep it short and professional.** Future customers are reading.

A fair reply to a bad review can win more trust than a dozen five-star ones.

## Other trust signals on your website

Reviews are one part of the picture. Your website should also show:

- **Accreditations and memberships**, with links to your entry on their register.
- **Insurance** details, such as public liability cover.
- **Guarantees** on your workmanship.
- **Photos of your own work** and your own team (see [how to photograph your work](/insights/how-to-photograph-your-work)).
- **A real address and landline**, not just a mobile number.

## Put your reviews where people will see them

Display your best reviews on your home page and on each service page, ideally next to photos of the same job. Our websites include a testimonial section built for this; see examples in [our portfolio](/portfolio) or find out more about [our website design service](/website-design). If you would like help setting up a simple review routine, [get in touch](/contact).
`
