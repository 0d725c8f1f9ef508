import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent } from 'storybook/test'
import { TestimonialCarousel } from './carousel'

const meta = {
  title: 'Display/TestimonialCarousel',
  component: TestimonialCarousel,
  args: {
    testimonials: [
      {
        id: 1,
        name: 'Sample Client A',
        company: 'Sample Roofing Ltd',
        rating: 5,
        text: 'Our phone has not stopped ringing since the new site went live.',
      },
      {
        id: 2,
        name: 'Sample Client B',
        company: 'Sample Plumbing & Heating',
        rating: 5,
        text: 'We now rank in the top five on Google for our town.',
      },
      {
        id: 3,
        name: 'Sample Client C',
        company: 'Sample Electrical',
        rating: 5,
        text: 'The quote calculator filters out time-wasters for us.',
      },
      {
        id: 4,
        name: 'Sample Client D',
        company: 'Sample Builders',
        rating: 4,
        text: 'Professional, quick and they understand the trade.',
      },
    ],
  },
} satisfies Meta<typeof TestimonialCarousel>

export default meta
type Story = StoryObj<typeof meta>

export const FirstSlide: Story = {}
export const SecondSlide: Story = { args: { initialIndex: 1 } }
export const ThirdSlide: Story = { args: { initialIndex: 2 } }
export const FourthSlide: Story = { args: { initialIndex: 3 } }
export const Paused: Story = {
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Pause testimonials' }))
    await expect(screen.getByRole('button', { name: 'Play testimonials' })).toBeVisible()
  },
}
