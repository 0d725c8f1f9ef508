import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent } from 'storybook/test'
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './accordion'

const meta = {
  title: 'Disclosure/Accordion',
  component: Accordion,
  render: (args) => (
    <Accordion {...args} className="max-w-2xl">
      <AccordionItem value="included">
        <AccordionTrigger>What is included in the package?</AccordionTrigger>
        <AccordionContent>
          Design, build, hosting for three months and a monthly report.
        </AccordionContent>
      </AccordionItem>
      <AccordionItem value="how-long">
        <AccordionTrigger>How long does it take?</AccordionTrigger>
        <AccordionContent>Most sites go live within two to three weeks.</AccordionContent>
      </AccordionItem>
      <AccordionItem value="payment">
        <AccordionTrigger>Can I pay in instalments?</AccordionTrigger>
        <AccordionContent>Yes: three monthly payments.</AccordionContent>
      </AccordionItem>
    </Accordion>
  ),
} satisfies Meta<typeof Accordion>

export default meta
type Story = StoryObj<typeof meta>

export const AllClosed: Story = {}

export const OneOpen: Story = { args: { defaultValue: 'how-long' } }

export const OpenedByClick: Story = {
  play: async () => {
    const question = screen.getByText('What is included in the package?')
    await userEvent.click(question)
    await expect(question.closest('details')).toHaveAttribute('open')
  },
}
