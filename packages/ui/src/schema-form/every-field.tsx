// The field types beyond text, and fields shown on a condition, drawn for SchemaForm through its
// `renderField`: a form that has them passes `renderEveryField`, so the pages of forms without
// them (every one of Hard Hat's) load none of this.
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { ChoiceField, TextField } from '../form-field'
import type { FieldRenderProps, RenderedField, RenderedShowWhen, RenderField } from './form-fields'

/** True when a field shown on `condition` is shown, given the form's values in the page. */
export function isShownIn(condition: RenderedShowWhen, data: FormData): boolean {
  const wanted = condition.is === undefined ? undefined : [condition.is].flat()
  return data
    .getAll(condition.field)
    .some((value) => value !== '' && (!wanted || wanted.includes(value as string)))
}

/**
 * A field shown on a condition: in the HTML, shown (so a visitor without scripts can fill it, as
 * GOV.UK's conditional questions are); once hydrated, hidden until the condition holds.
 */
function ShownWhen({ condition, children }: { condition: RenderedShowWhen; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  const [isShown, setShown] = useState(true)
  useEffect(() => {
    const form = ref.current?.closest('form')
    if (!form) return
    const update = () => setShown(isShownIn(condition, new FormData(form)))
    update()
    form.addEventListener('input', update)
    form.addEventListener('change', update)
    return () => {
      form.removeEventListener('input', update)
      form.removeEventListener('change', update)
    }
  }, [condition])
  return (
    <div ref={ref} hidden={!isShown}>
      {children}
    </div>
  )
}

function drawOwn(field: RenderedField, props: FieldRenderProps, drawn: () => ReactNode) {
  const { defaultValue, placeholder, ...input } = props
  switch (field.input) {
    case 'radio':
    case 'checkboxes':
      return (
        <ChoiceField
          {...input}
          kind={field.input === 'radio' ? 'radio' : 'checkbox'}
          options={field.options ?? []}
          defaultValues={[defaultValue].flat()}
        />
      )
    case 'number':
      // Text with the number keyboard, as GOV.UK asks for numbers (no spinner, no scroll-to-change).
      return (
        <TextField
          {...input}
          type="text"
          inputMode={field.decimals ? 'decimal' : 'numeric'}
          spellCheck={false}
          defaultValue={defaultValue}
          placeholder={placeholder}
        />
      )
    case 'date':
      return (
        <TextField
          {...input}
          type="date"
          // Chromium's date input has its own tab stops (day, month, year and the calendar
          // button); on the calendar button the input matches :focus-within only, so the ring
          // follows :focus-within and the focus never disappears.
          className="focus-within:border-brand-ink focus-within:outline-none focus-within:ring-2 focus-within:ring-brand-accent"
          min={field.min}
          max={field.max}
          defaultValue={defaultValue}
        />
      )
    case 'file':
      // A browser cannot be given a file back: a file input starts empty.
      return (
        <TextField
          {...input}
          type="file"
          accept={field.accept?.join(',')}
          multiple={(field.maxFiles ?? 1) > 1}
        />
      )
    default:
      return drawn()
  }
}

/**
 * SchemaForm's `renderField` for a form with radio groups, check boxes, numbers, dates, files or
 * fields shown on a condition (`showWhen`).
 * @example <SchemaForm form={enquiryForm} renderField={renderEveryField} … />
 */
export const renderEveryField: RenderField = (field, props, drawn) => {
  const own = drawOwn(field, props, drawn)
  return field.showWhen ? <ShownWhen condition={field.showWhen}>{own}</ShownWhen> : own
}
