export { FilterToggle, filterToggleText, type FilterToggleProps } from './FilterToggle';
