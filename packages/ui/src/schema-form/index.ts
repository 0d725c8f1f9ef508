export { isShownIn, renderEveryField } from './every-field'
export type { FieldErrors } from './field-errors'
export { ERROR_TITLE_PREFIX, useFieldErrors, valuesOfForm } from './field-errors'
export type { FormAlertTone } from './form-alert'
export { FormAlert } from './form-alert'
export type {
  CheckboxProps,
  FieldBinding,
  FieldRenderProps,
  FieldWords,
  FormFieldWords,
  RenderCheckbox,
  RenderedField,
  RenderedFieldGroup,
  RenderedFieldInput,
  RenderedShowWhen,
  RenderField,
} from './form-fields'
export { FormFields } from './form-fields'
export { NativeForm } from './native-form'
export { Receipt } from './receipt'
export { SchemaForm } from './schema-form'
export type {
  SchemaFormDefinition,
  SchemaFormProps,
  SchemaFormRefused,
  SchemaFormSent,
  SchemaFormSuccess,
  SchemaFormValidation,
  SchemaFormValue,
  SchemaFormValues,
  SchemaFormWords,
  WordedFieldName,
} from './schema-form-types'
export { useHydrated } from './use-hydrated'
