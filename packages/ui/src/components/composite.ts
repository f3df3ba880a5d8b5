// Overlays, disclosure, data display, app chrome and game support components.
export {};
