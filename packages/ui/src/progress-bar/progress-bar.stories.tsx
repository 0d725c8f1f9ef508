import type { Meta, StoryObj } from '@storybook/react-vite'
import { ProgressBar } from './progress-bar'

const meta = {
  title: 'Display/ProgressBar',
  component: ProgressBar,
  args: { value: 1, max: 4, label: 'Step 1 of 4', className: 'max-w-md' },
} satisfies Meta<typeof ProgressBar>

export default meta
type Story = StoryObj<typeof meta>

export const StepOne: Story = {}
export const StepTwo: Story = { args: { value: 2, label: 'Step 2 of 4' } }
export const StepThree: Story = { args: { value: 3, label: 'Step 3 of 4' } }
export const Complete: Story = { args: { value: 4, label: 'Step 4 of 4' } }
