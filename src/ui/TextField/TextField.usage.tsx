import { useState } from 'react';
import { TextField } from '../TextField';

export function Usage() {
  const [name, setName] = useState('');
  return <TextField label="Full Name" value={name} onChange={(e) => setName(e.target.value)} required error={name ? undefined : 'Full name is required'} />;
}
