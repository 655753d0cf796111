import { useState } from 'react';
import { Switch, SwitchGroup } from '../Switch';

export function Usage() {
  const [showEmail, setShowEmail] = useState(true);
  return (
    <SwitchGroup label="Display">
      <Switch label="Email" checked={showEmail} onChange={setShowEmail} />
    </SwitchGroup>
  );
}
