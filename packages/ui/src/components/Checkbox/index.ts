export { Checkbox, type CheckboxCheckedState, type CheckboxProps } from './Checkbox';
