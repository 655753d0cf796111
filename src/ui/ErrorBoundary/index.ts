export { ErrorBoundary, type ErrorBoundaryProps, type ErrorBoundaryFallbackProps } from './ErrorBoundary';
