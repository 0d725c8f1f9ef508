export type { SelectOption } from './controls'
export { Input, Select, Textarea } from './controls'
export type { FieldControlProps, FieldProps } from './field'
export { errorId, Field, hintId, Label, SelectField, TextareaField, TextField } from './field'
