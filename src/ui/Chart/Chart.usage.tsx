import { Chart } from '../Chart';

export function Usage() {
  return (
    <Chart
      title="Rides by status"
      categories={['Completed', 'Active', 'Canceled']}
      series={{ label: 'Rides', values: [4900, 37, 451] }}
      tones={['success', 'info', 'danger']}
    />
  );
}
