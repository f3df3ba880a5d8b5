export { Text, textAlignments, textSizes, textTones, textWeights, type TextProps } from './Text';
