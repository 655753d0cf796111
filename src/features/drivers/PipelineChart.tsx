import { Chart, type ChartTone } from '../../ui/Chart';

export interface PipelineChartProps {
  /** Stage labels in onboarding order (Email Unverified → … → KYC Approved). */
  stages: readonly string[];
  counts: readonly number[];
}

const TONES: ChartTone[] = ['warning', 'info', 'neutral', 'success'];

/** "Driver pipeline": how many drivers stand at each onboarding stage (docs/product.md §12). */
export function PipelineChart({ stages, counts }: PipelineChartProps) {
  return (
    <Chart
      title="Driver pipeline"
      categories={stages}
      categoryLabel="Stage"
      series={{ label: 'Drivers', values: counts }}
      tones={TONES}
      summary={`Driver pipeline. ${stages.map((s, i) => `${s} ${counts[i] ?? 0}`).join(' → ')}.`}
    />
  );
}
