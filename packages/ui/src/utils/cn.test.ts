import { describe, expect, it } from 'vitest'
import { cn } from './cn'

describe('cn', () => {
  it('lets a later class of the same utility win: colours, sizes, spacing, display', () => {
    expect(cn('bg-brand-accent text-brand-ink', 'bg-brand-danger')).toBe(
      'text-brand-ink bg-brand-danger',
    )
    expect(cn('text-current', 'text-brand-text')).toBe('text-brand-text')
    expect(cn('px-3 py-2', 'px-4')).toBe('py-2 px-4')
    expect(cn('p-4', 'pr-10')).toBe('p-4 pr-10')
    expect(cn('px-3 py-2', 'p-0')).toBe('p-0')
    expect(cn('hidden', 'flex')).toBe('flex')
    expect(cn('max-w-sm', 'max-w-3xl')).toBe('max-w-3xl')
    expect(cn('border-2 border-brand-accent', 'border-brand-ink')).toBe('border-2 border-brand-ink')
    expect(cn('rounded-md', 'rounded-full')).toBe('rounded-full')
    expect(cn('z-[100]', 'z-50')).toBe('z-50')
  })

  it('keeps utilities that only share a prefix: text size, colour and alignment; border width and colour', () => {
    expect(cn('text-sm text-brand-text text-center')).toBe('text-sm text-brand-text text-center')
    expect(cn('border-2 border-brand-accent border-t')).toBe(
      'border-2 border-brand-accent border-t',
    )
    expect(cn('rounded-md rounded-t-full')).toBe('rounded-md rounded-t-full')
    expect(cn('flex flex-col flex-wrap')).toBe('flex flex-col flex-wrap')
    expect(cn('font-semibold font-mono')).toBe('font-semibold font-mono')
  })

  it('resolves per variant, and keeps classes it does not know as written', () => {
    expect(cn('hover:bg-brand-ink/10', 'bg-transparent hover:bg-brand-accent')).toBe(
      'bg-transparent hover:bg-brand-accent',
    )
    expect(cn('md:hidden', 'hidden')).toBe('md:hidden hidden')
    expect(cn('sr-only tabular-nums', 'not-sr-only')).toBe('sr-only tabular-nums not-sr-only')
    expect(cn('a', false, undefined, ['b', { c: true, d: false }])).toBe('a b c')
  })
})
