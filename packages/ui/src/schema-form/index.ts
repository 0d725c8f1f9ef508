export type { FormAlertTone } from './form-alert'
export { FormAlert } from './form-alert'
export type {
  CheckboxProps,
  FieldBinding,
  FieldWords,
  FormFieldWords,
  RenderCheckbox,
  RenderedField,
  RenderedFieldGroup,
  RenderedFieldInput,
} from './form-fields'
export { FormFields } from './form-fields'
export { NativeForm } from './native-form'
export { Receipt } from './receipt'
export { useHydrated } from './use-hydrated'
