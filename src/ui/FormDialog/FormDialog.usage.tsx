import { useState } from 'react';
import { FormDialog } from '../FormDialog';
import { TextField } from '../TextField';

export function Usage({ open, onClose, onCreate }: { open: boolean; onClose: () => void; onCreate: (name: string) => Promise<void> }) {
  const [name, setName] = useState('');
  const [submitting, setSubmitting] = useState(false);
  return (
    <FormDialog open={open} onClose={onClose} title="Add New Admin" submitLabel="Create Admin" submitting={submitting}
      onSubmit={async () => {
        setSubmitting(true);
        await onCreate(name).finally(() => setSubmitting(false));
      }}>
      <TextField label="Full Name" value={name} onChange={(e) => setName(e.target.value)} required />
    </FormDialog>
  );
}
