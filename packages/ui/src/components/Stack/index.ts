export { Stack, stackAlignments, type StackProps } from './Stack';
