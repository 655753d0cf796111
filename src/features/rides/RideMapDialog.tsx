import { Component, lazy, Suspense, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { env } from '../../lib/env';
import type { Trip } from '../../lib/schemas';
import type { RideMapProps } from './RideMap';
import { Dialog } from '../../ui/Dialog';
import { MapFrame } from '../../ui/Map';
import { palettes, useThemeMode } from '../../ui/theme';

// Its own chunk: @vis.gl/react-google-maps loads only when a map dialog opens.
const loadRideMap = () => import('./RideMap');

export const MAP_DIALOG_TEXT = {
  title: 'Ride Path',
  invalidTitle: 'Invalid location data',
  invalidMessage: 'This ride has no valid start or end coordinates, so its route cannot be drawn.',
  noKeyTitle: 'Map unavailable',
  noKeyMessage: 'No Google Maps key is configured for this console, so the route cannot be shown.',
  chunkTitle: 'Map could not load',
  chunkMessage: 'The map component could not be downloaded. Check your connection and try again.',
} as const;

/** docs/product.md §9: the map dialog's body is 500px high. */
const MAP_HEIGHT = 500;

interface BoundaryProps {
  children: ReactNode;
  fallback: ReactNode;
}

/** Catches a map chunk that fails to download (offline, stale deploy). */
class MapChunkBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

type RideMapComponent = LazyExoticComponent<ComponentType<RideMapProps>>;

/** The lazily loaded map with a retry that really downloads again (React.lazy caches a failure). */
function LazyRideMap(props: RideMapProps) {
  const [attempt, setAttempt] = useState(0);
  const [RideMap, setRideMap] = useState<RideMapComponent>(() => lazy(loadRideMap));
  const retry = () => {
    setRideMap(() => lazy(loadRideMap));
    setAttempt((a) => a + 1);
  };
  return (
    <MapChunkBoundary
      key={attempt}
      fallback={
        <MapFrame status="error" label={props.label} errorTitle={MAP_DIALOG_TEXT.chunkTitle} errorMessage={MAP_DIALOG_TEXT.chunkMessage} onRetry={retry} />
      }
    >
      <Suspense fallback={<MapFrame status="loading" label={props.label} />}>
        <RideMap {...props} />
      </Suspense>
    </MapChunkBoundary>
  );
}

export interface RideMapDialogProps {
  open: boolean;
  /** Back to the Ride Details dialog underneath. */
  onClose: () => void;
  trip: Trip;
  /** Google Maps key; defaults to VITE_GOOGLE_MAPS_API_KEY. */
  apiKey?: string;
}

function routeLabel(trip: Trip): string {
  const from = trip.startAddress?.trim() || 'the start';
  const to = trip.endAddress?.trim() || 'the end';
  return `Driving route from ${from} to ${to}`;
}

/** "Ride Path": the driving route between the ride's start and end, or why it cannot be shown. */
export function RideMapDialog({ open, onClose, trip, apiKey = env.googleMapsApiKey }: RideMapDialogProps) {
  const { resolved } = useThemeMode();
  const origin = trip.startLocation;
  const destination = trip.endLocation;
  const label = routeLabel(trip);

  let body: ReactNode;
  if (!origin || !destination) {
    body = <MapFrame status="error" label={label} errorTitle={MAP_DIALOG_TEXT.invalidTitle} errorMessage={MAP_DIALOG_TEXT.invalidMessage} />;
  } else if (!apiKey) {
    body = <MapFrame status="error" label={label} errorTitle={MAP_DIALOG_TEXT.noKeyTitle} errorMessage={MAP_DIALOG_TEXT.noKeyMessage} />;
  } else {
    body = (
      <LazyRideMap
        apiKey={apiKey}
        origin={origin}
        destination={destination}
        routeColor={palettes[resolved].gold}
        dark={resolved === 'dark'}
        label={label}
      />
    );
  }

  return (
    <Dialog open={open} onClose={onClose} title={MAP_DIALOG_TEXT.title} size="lg" bodyHeight={MAP_HEIGHT} flushBody>
      {body}
    </Dialog>
  );
}
