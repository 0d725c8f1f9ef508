/** Body of "Google Business Profile for Roofers: A Step-by-Step Guide". */
export const googleBusinessProfileForRoofers = `If you are a roofer, your Google Business Profile may be the most valuable free marketing you will ever have. When someone spots a slipped tile after a storm and searches "roofer near me", the map results with their star ratings and call buttons appear above most websites. Getting into those three spots can keep a roofing firm busy all year.

## Step 1: Claim and verify your profile

Search for your business name on Google. If a profile already exists, choose **Own this business?** and follow the steps. If not, create one at Google Business Profile. Google will ask you to verify, usually by video, phone or a postcard. Do it straight away; an unverified profile barely shows.

If you work from home and visit customers, set yourself up as a **service-area business**. Hide your home address and list the towns and postcodes you cover instead.

## Step 2: Choose the right categories

Your primary category matters more than almost anything else. For most firms it should be **Roofing contractor**. Then add secondary categories that honestly describe your work, such as:

- Roofing service
- Gutter cleaning service
- Chimney services
- Skylight contractor

Do not add categories for work you do not do. It confuses Google and the customers who ring you.

## Step 3: Fill in every field

A complete profile ranks better and converts better. Make sure you have:

1. Your business name exactly as it appears on your van and invoices, with no extra keywords.
2. A phone number that is answered during your stated hours.
3. Your website link.
4. Opening hours, including whether you take emergency call-outs.
5. A description of a few short paragraphs: what you do, where, and why people choose you.
6. Your services, each with a short description.

## Step 4: Add photos every month

Profiles with recent photos get noticeably more clicks and calls. Upload before and after shots, your team at work (with safety gear on), your vans and finished roofs from the ground and, where it is safe, from the scaffold. Our guide to [photographing your work](/insights/how-to-photograph-your-work) has tips for getting sharp pictures on a phone.

## Step 5: Build a steady stream of reviews

Reviews are the strongest signal you control. Send a short text with your review link on the day the job is signed off, while the customer is still pleased. Reply to every review by name and mention the job ("Thanks Mrs Example, glad the new flat roof held up in last week's rain"). Handle a bad review calmly and offer to put things right offline.

## Step 6: Post updates

Google lets you publish short posts. Use them for storm damage advice, seasonal offers or a recently finished job. They show that the business is active, and they give customers a reason to call.

## Common mistakes

- **Stuffing keywords into the business name.** It breaks Google's guidelines and can get the profile suspended.
- **Several profiles for one business.** Merge or remove duplicates.
- **Ignoring questions.** Customers can ask questions on your profile; answer them quickly.

## Bringing it together

Your profile and your website work as a pair: the profile wins the click, the website closes the sale. We set up both for roofing firms across Yorkshire; see [how a roofing firm grew its enquiries](/insights/roofing-firm-case-study), browse [our portfolio](/portfolio), or [ask us to look at your profile](/contact).
`
