import { StatCounterGroup } from '../StatCounter';

export function Usage() {
  return (
    <StatCounterGroup label="Kero in numbers"
      stats={[{ value: '100k+', label: 'Dedicated riders' }, { value: '100k+', label: 'Satisfied users' }, { value: '100k+', label: 'Safe and reliable rides' }]} />
  );
}
