export {
  Heading,
  headingLevels,
  headingSizes,
  headingTones,
  type HeadingLevel,
  type HeadingProps,
  type HeadingSize,
} from './Heading';
