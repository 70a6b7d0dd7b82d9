/**
 * Radix primitives for screens that compose their own dialog or menu. Importing them from here or from
 * '@radix-ui/react-dialog' / '@radix-ui/react-dropdown-menu' gives the same instance: both are federation
 * singletons (libs/mf-config) that the shell provides because this module imports them.
 */
export * as DialogPrimitive from '@radix-ui/react-dialog';
export * as DropdownMenuPrimitive from '@radix-ui/react-dropdown-menu';
