import { Button, type ButtonVariantProps, toast } from '@hard-hat/ui'
import { type ComponentProps, createElement } from 'react'

const variant: ButtonVariantProps = { variant: 'outline', size: 'lg' }
const props: ComponentProps<typeof Button> = { ...variant, type: 'submit' }
export const element = createElement(Button, props, 'Continue')
export const shown = toast({ title: 'Request Submitted!', variant: 'default' })
// @ts-expect-error not a button variant
export const wrong: ButtonVariantProps = { variant: 'sparkly' }
