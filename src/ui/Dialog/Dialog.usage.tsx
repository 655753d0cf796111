import { useState } from 'react';
import { Button } from '../Button';
import { Dialog } from '../Dialog';

export function Usage() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open details</Button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Ride Details" footer={<Button onClick={() => setOpen(false)}>Close</Button>}>
        Completed · rated 4.8 out of 5
      </Dialog>
    </>
  );
}
