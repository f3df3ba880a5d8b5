export { Field, useFieldControl, type FieldControlProps, type FieldProps } from './Field';
