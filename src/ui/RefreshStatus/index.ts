export { RefreshStatus, type RefreshStatusProps } from './RefreshStatus';
export { relativeTime } from './relativeTime';
