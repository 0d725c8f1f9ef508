import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen } from 'storybook/test'
import { ImageWithFallback } from './image-with-fallback'

const PIXEL =
  'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"><rect width="640" height="360" fill="%23f97316"/></svg>'

const meta = {
  title: 'Display/ImageWithFallback',
  component: ImageWithFallback,
  args: {
    alt: 'Leeds Roofers website',
    fallbackTitle: 'Leeds Roofers',
    className: 'w-full max-w-md rounded-xl',
  },
} satisfies Meta<typeof ImageWithFallback>

export default meta
type Story = StoryObj<typeof meta>

export const Loaded: Story = { args: { src: PIXEL, width: 640, height: 360 } }

export const Fallback: Story = {
  args: { src: '/missing-portfolio-image.png' },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img')
    image?.dispatchEvent(new Event('error'))
    await expect(await screen.findByText('Professional Website')).toBeVisible()
  },
}
