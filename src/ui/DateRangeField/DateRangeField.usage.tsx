import { useState } from 'react';
import { DateRangeField } from '../DateRangeField';

const presets = [
  { value: 'all', label: 'All time' },
  { value: '7d', label: 'Last 7 days' },
  { value: 'custom', label: 'Custom range' },
];

export function Usage() {
  const [preset, setPreset] = useState('all');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  return (
    <DateRangeField presets={presets} preset={preset} from={from} to={to}
      onPresetChange={setPreset} onFromChange={setFrom} onToChange={setTo} />
  );
}
