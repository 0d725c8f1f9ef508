import type { Meta, StoryObj } from '@storybook/react-vite'
import { Countdown } from './countdown'

/** A clock that starts at `start` and then runs in real time, so stories are stable but tick. */
function clockFrom(start: string) {
  const startMs = new Date(start).getTime()
  let origin: number | undefined
  return () => {
    origin ??= Date.now()
    return startMs + (Date.now() - origin)
  }
}

const meta = {
  title: 'Offers/Countdown',
  component: Countdown,
  args: {
    deadline: '2025-06-14T23:55:00+01:00',
    children: ({ isEnded }) =>
      isEnded ? <p className="font-semibold text-brand-danger">This offer has ended.</p> : null,
  },
} satisfies Meta<typeof Countdown>

export default meta
type Story = StoryObj<typeof meta>

export const BeforeDeadline: Story = {
  args: { now: clockFrom('2025-06-12T09:30:15+01:00') },
}

export const LastMinute: Story = {
  args: { now: clockFrom('2025-06-14T23:54:30+01:00') },
}

export const AfterDeadline: Story = {
  args: { now: clockFrom('2025-06-20T12:00:00+01:00') },
}
