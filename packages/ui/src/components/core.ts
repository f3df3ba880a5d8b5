// Layout, type, actions, forms and feedback components.
export * from './Button';
