import type { Meta, StoryObj } from '@storybook/react-vite'
import { Section } from './section'

const meta = {
  title: 'Layout/Section',
  component: Section,
  args: {
    'aria-labelledby': 'process-title',
    className: 'bg-brand-paper-soft px-6',
    children: (
      <>
        <h2 id="process-title" className="font-bold text-3xl">
          Our Process
        </h2>
        <p className="mt-2 text-brand-muted">
          Discovery & Research, Strategic Planning, Development & Testing, Launch & Optimisation.
        </p>
      </>
    ),
  },
} satisfies Meta<typeof Section>

export default meta
type Story = StoryObj<typeof meta>

/** Scroll down: the second section fades in once 10% of it is on screen. */
export const FadeIn: Story = {
  render: (args) => (
    <>
      <div className="flex h-[120vh] items-center justify-center text-brand-muted">
        Scroll down to reveal the section
      </div>
      <Section {...args} />
    </>
  ),
}

export const WithoutReveal: Story = { args: { reveal: false } }
