import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, screen, userEvent } from 'storybook/test'
import { Button } from '../button/button'
import { TextField } from '../form-field/field'
import { ErrorSummary, type FieldProblem } from './error-summary'

const PROBLEMS: FieldProblem[] = [
  { fieldId: 'firstName', message: 'Enter your first name' },
  {
    fieldId: 'email',
    message: 'Enter an email address in the correct format, like name@example.com',
  },
]

function FormWithSummary({ initialErrors }: { initialErrors: FieldProblem[] }) {
  const [errors, setErrors] = useState(initialErrors)
  const messageFor = (id: string) => errors.find((error) => error.fieldId === id)?.message
  return (
    <form
      noValidate
      className="flex max-w-md flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault()
        setErrors([...PROBLEMS])
      }}
    >
      <ErrorSummary errors={errors} />
      <TextField id="firstName" label="First Name" required error={messageFor('firstName')} />
      <TextField id="email" type="email" label="Email" required error={messageFor('email')} />
      <Button type="submit">Send</Button>
    </form>
  )
}

const meta = {
  title: 'Forms/ErrorSummary',
  component: FormWithSummary,
  args: { initialErrors: [] },
} satisfies Meta<typeof FormWithSummary>

export default meta
type Story = StoryObj<typeof meta>

export const NoErrors: Story = {}

export const WithErrors: Story = { args: { initialErrors: PROBLEMS } }

export const AfterSubmit: Story = {
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    await expect(screen.getByRole('heading', { name: 'There is a problem' })).toBeVisible()
  },
}
