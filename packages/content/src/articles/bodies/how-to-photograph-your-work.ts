/** Body of "How to Photograph Your Work for Your Website". */
export const howToPhotographYourWork = `Photos of your own jobs are the most persuasive thing on a trade website. They prove you are real, show the standard of your work and help customers picture what you could do for them. The good news is that you do not need a professional photographer. The phone in your pocket is more than good enough if you follow a few simple habits.

## Before you start

### Make it a habit, not a project

The biggest reason trades have no photos is that nobody thinks of it until the job is finished and the scaffolding is down. Decide now that every job gets:

1. A **before** photo on day one.
2. One or two **during** photos that show the craft: the joists, the first course of bricks, the neat cable runs.
3. An **after** photo once everything is clean.

### Ask the customer

Always ask permission before photographing someone's home, and again before you publish. Most people are happy to say yes, especially if you promise not to show house numbers, car registrations or anything personal.

## Taking better photos on a phone

### Light is everything

- **Shoot in daylight** whenever you can. Overcast days are ideal for exteriors because there are no harsh shadows.
- **Indoors, turn on the lights and open the curtains.** Switch off the flash; it flattens everything.
- **Keep the sun behind you**, not behind the subject.

### Clean up first

Take thirty seconds to move the tools, dust sheets, cups of tea and bins out of shot. A tidy site also says a lot about how you work.

### Hold the phone level

Wonky verticals make a straight wall look crooked. Turn on the grid in your camera settings and line up the edges of walls and doors with the lines.

### Step back, then move in

Take one wide photo that shows the whole room, roof or garden, then a few close-ups of the details you are proud of: a mitred joint, a neat lead flashing, a perfectly laid patio edge.

### Landscape for websites

Most website galleries and headers suit **landscape** photos. Take portrait ones too if you post on Instagram Stories, but make landscape your default.

## Before and after pairs

Nothing sells like a before and after. To make the pair work:

- Stand in the **same spot**, at the same height, pointing the same way.
- Use the same zoom level.
- Try to shoot at a similar time of day.

## Getting photos onto your website

- **Name your files sensibly**, such as "loft-conversion-scarborough.jpg", not "IMG_4832.jpg".
- **Write a short caption** that says what the job was and where.
- **Keep files a sensible size.** Huge images slow your site down. A good website resizes them for you; ours do.
- **Add alt text**, a short description for people using screen readers, which also helps search engines understand the image.

## Where else to use them

The same photos can work hard in several places:

- Your [Google Business Profile](/insights/google-business-profile-for-roofers), updated monthly.
- Social media posts with a short story (see [social media for electricians](/insights/social-media-for-electricians)).
- Quotes and proposals, to show similar jobs you have done.

## We can help

Every website we build has a gallery designed to show off your work, and we will help you choose and caption the best shots. See how other trades present their projects in [our portfolio](/portfolio), or read about [our website design service](/website-design).
`
