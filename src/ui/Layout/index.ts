export { Stack, type StackProps } from './Stack';
export { Inline, type InlineProps } from './Inline';
export { Grid, type GridProps } from './Grid';
export type { Space } from './space';
export { usePhoneLayout } from './usePhoneLayout';
