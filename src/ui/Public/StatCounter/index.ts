export { StatCounter, StatCounterGroup, type StatCounterProps, type StatCounterGroupProps } from './StatCounter';
