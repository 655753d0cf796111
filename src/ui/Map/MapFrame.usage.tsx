import type { ReactNode } from 'react';
import { MapFrame, type MapFrameStatus } from '../Map';

export function Usage({ status, retry, map }: { status: MapFrameStatus; retry: () => void; map: ReactNode }) {
  return (
    <MapFrame status={status} label="Route from Ikeja to Victoria Island" height={500} onRetry={retry}>
      {map}
    </MapFrame>
  );
}
