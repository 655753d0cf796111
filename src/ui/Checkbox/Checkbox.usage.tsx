import { useState } from 'react';
import { Checkbox } from '../Checkbox';

export function Usage() {
  const [lagos, setLagos] = useState(false);
  return (
    <Checkbox
      label="Lagos Role"
      description="Restricts this admin to the Lagos console."
      checked={lagos}
      onChange={(e) => setLagos(e.target.checked)}
    />
  );
}
