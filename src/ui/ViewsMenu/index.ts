export { ViewsMenu } from './ViewsMenu';
export type { ViewEntry, ViewsMenuProps } from './ViewsMenu';
