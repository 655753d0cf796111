export { Pagination, type PaginationProps, type PaginationVariant } from './Pagination';
