export {
  DropdownMenu,
  DropdownMenuItem,
  dropdownMenuItemTones,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  type DropdownMenuItemProps,
  type DropdownMenuLabelProps,
  type DropdownMenuProps,
  type DropdownMenuSeparatorProps,
} from './DropdownMenu';
