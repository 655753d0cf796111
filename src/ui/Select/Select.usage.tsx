import { useState } from 'react';
import { Select } from '../Select';

export function Usage() {
  const [status, setStatus] = useState('all');
  return (
    <Select label="Status" value={status} onChange={(e) => setStatus(e.target.value)}
      options={[{ value: 'all', label: 'All Status' }, { value: 'success', label: 'Successful' }, { value: 'failed', label: 'Failed' }]} />
  );
}
