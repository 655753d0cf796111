export { DetailList, type DetailListProps, type DetailItem } from './DetailList';
