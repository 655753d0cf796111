export {
  Field,
  FieldLabel,
  FieldHint,
  FieldError,
  useFieldIds,
  describedBy,
  hasError,
  controlStyles,
  controlBorder,
  type FieldProps,
  type FieldIds,
} from './Field';
