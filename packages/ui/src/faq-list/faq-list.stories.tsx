import type { Meta, StoryObj } from '@storybook/react-vite'
import { FaqList } from './faq-list'

const meta = {
  title: 'Disclosure/FaqList',
  component: FaqList,
  args: {
    className: 'max-w-2xl',
    items: [
      {
        question: 'How quickly will my website be live?',
        answer: 'Within 3 business days of receiving your content.',
      },
      {
        question: 'Are there any monthly fees?',
        answer: 'No monthly fee for the website; hosting is typically £5-15 a month.',
      },
      {
        question: 'Can I upgrade later?',
        answer: 'Yes. You can move to a larger package at any time.',
      },
    ],
  },
} satisfies Meta<typeof FaqList>

export default meta
type Story = StoryObj<typeof meta>

export const Closed: Story = {}
export const FirstOpen: Story = { args: { defaultOpenIndex: 0 } }
