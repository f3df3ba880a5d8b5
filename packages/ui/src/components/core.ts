// Layout, type, actions, forms and feedback components.

// Theme root (nestable; overlays portal into it)
export * from './Theme';

// Layout
export * from './Box';
export * from './Stack';
export * from './Inline';
export * from './Grid';
export * from './Container';
export * from './Divider';

// Type
export * from './Heading';
export * from './Text';
export * from './VisuallyHidden';

// Actions
export * from './Button';
export * from './IconButton';
export * from './Link';
export * from './LinkCard';

// Forms
export * from './Field';
export * from './TextField';
export * from './TextArea';
export * from './MentionField';
export * from './Select';
export * from './Checkbox';
export * from './Switch';
export * from './RadioGroup';
export * from './SegmentedToggle';
export * from './NumberStepper';
export * from './TimeField';
export * from './FileInput';

// Feedback
export * from './Badge';
export * from './Notice';
export * from './Toast';
export * from './Spinner';
export * from './Skeleton';
export * from './EmptyState';
export * from './ErrorState';
