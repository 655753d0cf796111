export {
  StatCard,
  StatGrid,
  StatPanel,
  DEFAULT_COMPARISON_LABEL,
  type StatCardProps,
  type StatGridProps,
  type StatPanelProps,
  type StatTone,
  type StatChange,
} from './StatCard';
