import { useState } from 'react';
import { TabPanel, Tabs } from '../Tabs';

type Stage = 'emailUnverified' | 'kycSubmitted';

export function Usage() {
  const [stage, setStage] = useState<Stage>('emailUnverified');
  return (
    <>
      <Tabs id="stages" aria-label="Driver stages" value={stage} onChange={setStage} controlsPanel
        items={[{ value: 'emailUnverified', label: 'Email Unverified', count: 15 }, { value: 'kycSubmitted', label: 'KYC Submitted', count: 4 }]} />
      <TabPanel baseId="stages" value={stage}>The drivers of this stage</TabPanel>
    </>
  );
}
