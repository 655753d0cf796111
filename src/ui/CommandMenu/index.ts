export { CommandMenu } from './CommandMenu';
export type { CommandGroup, CommandItem, CommandMenuProps } from './CommandMenu';
