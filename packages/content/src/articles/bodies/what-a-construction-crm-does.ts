import { CRM_PLAN, formatGBP } from '@hard-hat/pricing'

/** Body of "What a Construction CRM Does (and Why Spreadsheets Stop Working)". */
export const whatAConstructionCrmDoes = `Most trade businesses start with a diary, a notebook in the van and a spreadsheet. That works well enough with a handful of jobs a month. Somewhere between five and fifteen enquiries a week it starts to creak: quotes go unanswered, follow-up calls are forgotten, and nobody is quite sure which jobs are waiting for a deposit. That is the point where a CRM earns its keep.

## What does CRM mean?

CRM stands for **customer relationship management**. In plain English it is one place that holds every enquiry, customer, quote and job, and reminds you what to do next. A CRM built for construction understands that your "sales" are site visits, quotes and follow-ups rather than online orders.

## What a construction CRM actually does

### Captures every lead in one place

Enquiries arrive from your website, Facebook, phone calls, texts and word of mouth. A CRM pulls the ones from your website form straight in and lets you add the rest in seconds, so nothing lives only in somebody's head.

### Schedules site visits and jobs

A shared calendar shows who is where and when. You can book a survey while the customer is still on the phone, without ringing the office to check the diary.

### Speeds up quoting

Save your common items and rates once, then build a professional quote on your phone in minutes rather than in the evening at the kitchen table. The faster a quote goes out, the more likely you are to win the job.

### Reminds you to follow up

Many jobs are lost simply because nobody chased the quote. A CRM reminds you to call back after three days, then again after a week. That single habit can lift the number of quotes you win noticeably.

### Shows you the numbers

- How many enquiries came in this month, and from where?
- What share of quotes turned into jobs?
- Which kinds of work are the most profitable?

With these figures you can put your marketing money where it works.

## Signs you are ready for one

1. You have lost a job because a quote or a call-back was forgotten.
2. More than one person takes enquiries or books work.
3. You cannot say how many enquiries you had last month.
4. Customer details are spread across phones, emails and notebooks.

## What to look for

- **Built for trades**, not adapted from an online shop.
- **A proper mobile app**, because you are on site, not at a desk.
- **No per-user charges**, so adding your office manager or a new estimator does not cost extra.
- **No long contract**, so you can leave if it does not suit.

## Our construction CRM

We built our own CRM for exactly these jobs: lead tracking, scheduling, quoting, analytics, sales tracking and a social media post planner. It is one plan at **${formatGBP(CRM_PLAN.priceMonthly)} a month + VAT** with unlimited users and the mobile app included, month to month with no cancellation fee. You can try it free for ${CRM_PLAN.trialDays} days without a credit card. Find out more on our [construction CRM page](/crm), or [get in touch](/contact) if you would like a walk-through.
`
