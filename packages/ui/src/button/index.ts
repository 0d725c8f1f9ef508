export type { ButtonVariantProps } from './button'
export { Button, buttonVariants, LinkButton } from './button'
