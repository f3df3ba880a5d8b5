export { List, ListItem, listVariants, type ListItemProps, type ListProps } from './List';
