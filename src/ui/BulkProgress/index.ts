export { BulkProgress, type BulkFailure, type BulkProgressProps, type BulkProgressState } from './BulkProgress';
