/** Body of "Social Media for Electricians: What to Post and Why". */
export const socialMediaForElectricians = `Electricians often tell us they do not have time for social media, and that their work is not very photogenic. Both are understandable, and both are less true than they seem. A few good posts a week, done well, can keep your name in front of the homeowners, landlords and small businesses in your area who will need an electrician sooner or later.

## Why bother?

- **People check.** Before they call, many customers look you up on Facebook or Instagram to see if you are real, active and tidy.
- **Recommendations happen there.** Local community groups are full of "can anyone recommend a good sparky?" posts. A friend can tag your page only if you have one.
- **It keeps you front of mind.** Electrical work is often put off. When someone finally decides to rewire or add an EV charger, you want to be the name they remember.

## Which platforms?

Do not try to be everywhere. For most electricians:

1. **Facebook** for local homeowners and community groups.
2. **Instagram** for visual work: lighting design, consumer unit upgrades done neatly, garden lighting.
3. **LinkedIn** if you want commercial work from facility managers, builders and landlords.

Pick one or two and do them properly.

## What to post

### Your work, explained simply

A photo of a tidy new consumer unit means little to most people. Add a sentence: "Old fuse board with no RCD protection replaced with a modern consumer unit. Safer for the family, and it passed its certificate first time." Now it tells a story.

### Safety tips

Short, useful posts are shared widely:

- Signs your wiring needs checking (scorch marks, buzzing sockets, lights flickering).
- Why you should not use extension leads for heaters.
- What an EICR is and when landlords need one.

### Behind the scenes

Your van stocked for the day, an apprentice learning the ropes, a difficult job solved. People buy from people, and these posts show there is a real, careful person behind the name.

### Reviews

When a customer leaves a great review, share it with a photo of the job. It is proof in their own words. See our guide to [reviews and trust](/insights/reviews-and-trust-for-trades).

## How often?

Three posts a week is plenty for most firms. Consistency beats volume: three a week every week is far better than ten in one week and then silence for two months. Batch them: take photos during the week and spend twenty minutes on a Sunday scheduling them.

## Things to avoid

- **Showing customers' homes without permission.** Always ask, and never show house numbers or anything that identifies the address.
- **Arguing in comments.** Reply politely, and take disputes to private messages or the phone.
- **Posting only offers.** If every post is a discount, people stop looking.

## Let your website do the selling

Social media starts the conversation; your website finishes it. Make sure every profile links to a fast site with your services, your area and a simple enquiry form. Our [website design service](/website-design) is built for exactly that, and the planner in our [construction CRM](/crm) helps you schedule posts in advance so they go out even on your busiest weeks. For ongoing help, our marketing packages include managed social media; [talk to us](/contact) about what would suit you.
`
