export { ErrorPanel, type ErrorPanelProps } from './ErrorPanel';
