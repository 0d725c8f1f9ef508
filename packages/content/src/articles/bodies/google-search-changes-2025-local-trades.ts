/** Body of "What Google's 2025 Search Changes Mean for Local Trades". */
export const googleSearchChanges2025LocalTrades = `Google search looks noticeably different in 2025. AI-written summaries sit at the top of many results, the map pack has become more crowded with ads, and reviews carry more weight than ever. If you run a trade business that relies on local customers finding you, here is what has changed and what to do about it, in plain English.

## 1. AI Overviews at the top of results

For many questions, Google now shows an AI-written summary above the usual links. Ask "how long does a new boiler last?" and you may get an answer without clicking anywhere.

### What it means for you

- **Information searches send fewer clicks.** Fewer people will read your blog post about boiler lifespans.
- **"Near me" and service searches are less affected.** People who want a tradesperson still need to pick one, and the map results and your website remain central to that.
- **Being quoted helps.** The summaries draw on pages that answer questions clearly. Short, direct answers on your service pages (for example a "How much does it cost?" section) give you a better chance of being cited.

## 2. The map pack is more competitive

Local Services Ads and sponsored listings now appear in or above the map results for many trades. The free spots are still there, but there are fewer of them above the fold on a phone.

### What to do

1. Keep your [Google Business Profile](/insights/google-business-profile-for-roofers) complete, with fresh photos and posts.
2. Make sure your categories match what people search for.
3. Consider Local Services Ads if your trade is eligible; you pay per lead rather than per click.

## 3. Reviews matter more than ever

Google increasingly highlights what reviews say, not just the star rating. A search for "boiler installation" may show a snippet from a review that mentions boiler installation. Detailed reviews that name the job and the town help you appear for those searches.

Encourage customers to say what you did and where. A gentle prompt helps: "If you have a moment, it really helps us if you mention the job we did." See our guide to [reviews and trust](/insights/reviews-and-trust-for-trades).

## 4. Fake reviews and spam are being removed

Google and the UK's consumer protection rules have both tightened up on fake reviews. Since April 2025 the Digital Markets, Competition and Consumers Act 2024 lists writing, commissioning or publishing fake reviews among the banned unfair practices. Never buy reviews, never write your own, and be careful about offering incentives for them.

## 5. Speed and mobile experience still count

Most local searches happen on phones. A slow, clumsy site loses customers before it loses rankings. Check that your pages load quickly on mobile data and that your phone number can be tapped to call.

## 6. Real expertise wins

Google keeps rewarding content that shows first-hand experience. For trades that is good news: photos of your own jobs, real project write-ups and honest advice are exactly what it wants. Thin pages copied from elsewhere are being pushed down.

## Your 2025 checklist

- Complete and active Google Business Profile.
- A steady flow of detailed, genuine reviews.
- Fast, mobile-friendly website with a page for each service.
- Clear answers to common questions on those pages.
- Real photos of your own work.

If you would like help working through this list, our [website design service](/website-design) and marketing packages cover all of it. [Get in touch](/contact) for an honest look at where you stand.
`
