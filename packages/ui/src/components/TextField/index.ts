export { TextField, textFieldSizes, textFieldTypes, type TextFieldProps } from './TextField';
