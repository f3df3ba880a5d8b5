// Overlays, disclosure, data display, app chrome and game support components.
export * from './CountPill';
export * from './Dialog';
export * from './ConfirmDialog';
export * from './Tooltip';
export * from './DropdownMenu';
export * from './Tabs';
export * from './Accordion';
export * from './Collapsible';
export * from './Calendar';
export * from './List';
export * from './Card';
export * from './Avatar';
export * from './Table';
export * from './ThemeToggle';
export * from './NavBar';
export * from './AppShell';
export * from './GameGrid';
