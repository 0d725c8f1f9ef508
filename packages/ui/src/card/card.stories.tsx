import type { Meta, StoryObj } from '@storybook/react-vite'
import { Badge } from '../badge/badge'
import { LinkButton } from '../button/button'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card'

const meta = {
  title: 'Layout/Card',
  component: Card,
} satisfies Meta<typeof Card>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  render: () => (
    <Card className="max-w-sm">
      <CardHeader>
        <CardTitle>Mobile-first</CardTitle>
        <CardDescription>Most of your customers find you on a phone.</CardDescription>
      </CardHeader>
      <CardContent>Fast pages that load on a building site's 4G.</CardContent>
    </Card>
  ),
}

export const WithBadgeAndAction: Story = {
  render: () => (
    <Card className="max-w-sm">
      <CardHeader>
        <Badge>Most Popular</Badge>
        <CardTitle>Five Page Website</CardTitle>
        <CardDescription>Five pages for a growing trade business.</CardDescription>
      </CardHeader>
      <CardFooter>
        <LinkButton href="/contact">Get Started</LinkButton>
      </CardFooter>
    </Card>
  ),
}
