export {
  Box,
  boxBackgrounds,
  boxRadii,
  boxShadows,
  spaceScale,
  type BoxProps,
  type PolymorphicProps,
  type Space,
} from './Box';
