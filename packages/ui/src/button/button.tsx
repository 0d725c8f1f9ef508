import { cva, type VariantProps } from 'class-variance-authority'
import {
  Children,
  type ComponentProps,
  cloneElement,
  isValidElement,
  type ReactElement,
} from 'react'
import { AppLink, type LinkComponent } from '../link/link'
import { cn } from '../utils/cn'

/** The button look, shared by buttons and link-buttons. */
export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-md font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-accent focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-60',
  {
    variants: {
      variant: {
        primary: 'bg-brand-accent text-brand-ink hover:bg-brand-accent-strong',
        secondary: 'bg-brand-ink text-brand-paper hover:bg-brand-ink-soft',
        outline:
          'border-2 border-brand-accent bg-transparent text-current hover:bg-brand-accent hover:text-brand-ink',
        ghost: 'bg-transparent text-current hover:bg-brand-ink/10',
        destructive: 'bg-brand-danger text-brand-paper hover:bg-brand-danger/90',
      },
      size: {
        // A minimum height, not a fixed one: wider text spacing or a narrow screen wraps the label
        // onto a second line inside the button instead of spilling over it (WCAG 1.4.12).
        sm: 'min-h-9 px-3 py-1.5 text-center text-sm',
        md: 'min-h-11 px-5 py-2 text-center text-base',
        lg: 'min-h-13 px-7 py-2.5 text-center text-lg',
        icon: 'size-11',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
)

/** The variant and size props of {@link Button}, from its cva variants. */
export type ButtonVariantProps = VariantProps<typeof buttonVariants>

/**
 * A button in one of the theme's variants; `asChild` puts the look on its only child (a link).
 * @example
 * <Button variant="outline" size="lg">Get Started</Button>
 */
export function Button({
  className,
  variant,
  size,
  asChild = false,
  type,
  children,
  ...props
}: ComponentProps<'button'> & ButtonVariantProps & { asChild?: boolean }) {
  if (asChild) {
    // The child keeps its own props and element; the button's look and props are merged onto it.
    const child = Children.only(children)
    if (!isValidElement<{ className?: string }>(child)) {
      throw new TypeError('@hard-hat/ui: Button asChild needs one element as its child')
    }
    const childProps = child.props as Record<string, unknown>
    const merged: Record<string, unknown> = { ...props, ...childProps }
    // Like Radix Slot: when both have a handler, the child's runs first, then the button's.
    for (const [name, handler] of Object.entries(props)) {
      const childHandler = childProps[name]
      if (
        /^on[A-Z]/.test(name) &&
        typeof handler === 'function' &&
        typeof childHandler === 'function'
      ) {
        merged[name] = (...args: unknown[]) => {
          childHandler(...args)
          handler(...args)
        }
      }
    }
    merged.className = cn(buttonVariants({ variant, size }), className, child.props.className)
    return cloneElement(child as ReactElement<Record<string, unknown>>, merged)
  }
  return (
    <button
      type={type ?? 'button'}
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    >
      {children}
    </button>
  )
}

/**
 * A link that looks like a button, rendered through the app's link component.
 * @example
 * <LinkButton href="/contact">Get In Touch</LinkButton>
 */
export function LinkButton({
  className,
  variant,
  size,
  ...props
}: ComponentProps<'a'> &
  ButtonVariantProps & { href: string; linkComponent?: LinkComponent | undefined }) {
  return <AppLink className={cn(buttonVariants({ variant, size }), className)} {...props} />
}
