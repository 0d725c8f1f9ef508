import { formatGBP, LAUNCH_SUGGESTED_AD_SPEND } from '@hard-hat/pricing'

/** Body of "Google Ads vs Facebook Ads: Which Works Best for Trades?". */
export const googleAdsVsFacebookAdsForTrades = `"Should I be on Google Ads or Facebook?" is one of the questions we are asked most. The honest answer is that they do different jobs. Google Ads catches people who are already looking for you. Facebook and Instagram ads put you in front of people who were not looking yet. Knowing the difference saves a lot of wasted budget.

## Google Ads: meeting demand that already exists

When somebody types "electrician Whitby" or "new boiler cost", they have a problem and they want it solved. Google Ads lets you appear at the very top of those results and pay only when someone clicks.

### Where Google Ads shines

- **Urgent jobs:** leaks, no heating, no power, storm damage.
- **High-value jobs** people research: extensions, roofs, new kitchens.
- **Local Services Ads**, where available for your trade, show a "Google Guaranteed" badge and charge per lead rather than per click.

### What to watch out for

- **Broad keywords eat money.** "Plumbing" alone can match people searching for plumbing courses or DIY videos. Use specific phrases and add negative keywords such as "jobs", "course" and "DIY".
- **Your landing page matters.** Sending paid clicks to a slow home page with no clear form wastes every penny. Send them to a page about that exact service.
- **Track calls.** Most trade leads arrive by phone. Without call tracking you cannot tell which ads work.

## Facebook and Instagram ads: creating demand

On Facebook and Instagram people are scrolling, not searching. A homeowner who has been thinking about a garden makeover for a year will stop for a striking before and after photo of a patio built five miles away.

### Where social ads shine

- **Visual trades:** landscaping, driveways, kitchens, loft conversions, roofing.
- **Planned work** people think about for months before buying.
- **Building a local name** so that when the need arises, people remember you.
- **Retargeting** people who visited your website but did not get in touch.

### What to watch out for

- **Lead quality varies.** Instant lead forms are easy to fill in, which also means some people do not remember doing it. Call new leads fast, within the hour if you can.
- **Creative wears out.** The same photo shown for months stops working. Refresh your images regularly.

## So which should you choose?

1. **If your phone goes quiet and your work is mostly urgent or local, start with Google.**
2. **If your work is visual and planned, test Facebook and Instagram.**
3. **If you already rank well in the map results,** ads can top up the quiet months rather than replace your organic enquiries.

Start small, measure cost per enquiry rather than cost per click, and give any campaign at least a month before judging it. As a rough guide, our Launch package suggests an ad spend of ${formatGBP(LAUNCH_SUGGESTED_AD_SPEND.from)} to ${formatGBP(LAUNCH_SUGGESTED_AD_SPEND.to)} for its first month of ads; that budget is paid to the ad platform and is separate from the package price.

## Getting help

We run Google and Facebook campaigns for trades as part of our marketing packages, from [Launch](/packages/launch) to [Dominance](/packages/dominance). If you want to talk through what would suit your business, [get in touch](/contact).
`
