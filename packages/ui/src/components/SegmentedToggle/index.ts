export {
  SegmentedToggle,
  segmentedToggleSizes,
  type SegmentedOption,
  type SegmentedToggleProps,
} from './SegmentedToggle';
