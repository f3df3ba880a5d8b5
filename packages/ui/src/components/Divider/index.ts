export { Divider, dividerOrientations, dividerTones, type DividerProps } from './Divider';
