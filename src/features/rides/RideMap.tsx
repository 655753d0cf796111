/// <reference types="google.maps" />
import { useCallback, useEffect, useState } from 'react';
import { APIProvider, APILoadingStatus, Map as GoogleMap, useApiLoadingStatus, useMap, useMapsLibrary } from '@vis.gl/react-google-maps';
import type { LngLat } from '../../lib/schemas';
import { MapFrame } from '../../ui/Map';

/**
 * The ride's driving route on a Google map. Loaded lazily (its own chunk with
 * @vis.gl/react-google-maps) only when the "Ride Path" dialog opens.
 */
export interface RideMapProps {
  apiKey: string;
  origin: LngLat;
  destination: LngLat;
  /** Route colour: the raw gold of the current theme (docs/product.md §9). */
  routeColor: string;
  /** Map colours follow the console theme. */
  dark?: boolean;
  /** Accessible name of the map region. */
  label: string;
}

type Failure = 'auth' | 'load';

export const MAP_ERRORS: Record<Failure, { title: string; message: string }> = {
  auth: {
    title: 'Map unavailable',
    message: 'Google Maps refused this console’s maps key, so the route cannot be shown. Ask an administrator to check the key and the websites it allows.',
  },
  load: {
    title: 'Map could not load',
    message: 'Google Maps could not be reached. Check your connection, then close this dialog and open the map again.',
  },
};

declare global {
  interface Window {
    /** Called by Google's script when the key is refused (https://developers.google.com/maps/documentation/javascript/events#auth-errors). */
    gm_authFailure?: () => void;
  }
}

// Google reports a refused key once per page load; remember it for every later opening of the map.
let authFailed = false;
const authListeners = new Set<() => void>();
function onAuthFailure() {
  authFailed = true;
  authListeners.forEach((l) => l());
}

/** Test hook: forget a previous refusal. */
export function resetMapAuthFailure(): void {
  authFailed = false;
}

function useAuthFailure(): boolean {
  const [failed, setFailed] = useState(authFailed);
  useEffect(() => {
    const l = () => setFailed(true);
    authListeners.add(l);
    if (window.gm_authFailure !== onAuthFailure) window.gm_authFailure = onAuthFailure;
    return () => {
      authListeners.delete(l);
    };
  }, []);
  return failed;
}

type RouteState = 'pending' | 'drawn' | 'failed';

/** Requests the driving route (no alternatives) and draws it with a DirectionsRenderer. */
function DrivingRoute({ origin, destination, color, onState }: { origin: LngLat; destination: LngLat; color: string; onState: (s: RouteState) => void }) {
  const map = useMap();
  const routes = useMapsLibrary('routes');
  const { lat: oLat, lng: oLng } = origin;
  const { lat: dLat, lng: dLng } = destination;

  useEffect(() => {
    if (!routes || !map) return;
    let cancelled = false;
    const renderer = new routes.DirectionsRenderer({
      map,
      // docs/product.md §9 keeps the map at zoom 13 centred on the start: the route must not re-fit the view.
      preserveViewport: true,
      polylineOptions: { strokeColor: color, strokeWeight: 5 },
    });
    const service = new routes.DirectionsService();
    service
      .route({
        origin: { lat: oLat, lng: oLng },
        destination: { lat: dLat, lng: dLng },
        travelMode: routes.TravelMode.DRIVING,
        provideRouteAlternatives: false,
      })
      .then((result) => {
        if (cancelled) return;
        renderer.setDirections(result);
        onState('drawn');
      })
      .catch(() => {
        if (!cancelled) onState('failed');
      });
    return () => {
      cancelled = true;
      renderer.setMap(null);
    };
  }, [routes, map, oLat, oLng, dLat, dLng, color, onState]);

  return null;
}

function RideMapView({ origin, destination, routeColor, dark, label, loadFailed }: Omit<RideMapProps, 'apiKey'> & { loadFailed: boolean }) {
  const status = useApiLoadingStatus();
  const refused = useAuthFailure();
  const [route, setRoute] = useState<RouteState>('pending');

  const failure: Failure | null = refused ? 'auth' : loadFailed || status === APILoadingStatus.FAILED ? 'load' : status === APILoadingStatus.AUTH_FAILURE ? 'auth' : null;
  const frameStatus = failure ? 'error' : status === APILoadingStatus.LOADED ? 'ready' : 'loading';

  return (
    <MapFrame
      status={frameStatus}
      label={label}
      errorTitle={failure ? MAP_ERRORS[failure].title : undefined}
      errorMessage={failure ? MAP_ERRORS[failure].message : undefined}
      notice={route === 'failed' ? 'No driving route could be found between the start and end points.' : undefined}
    >
      <GoogleMap
        defaultCenter={{ lat: origin.lat, lng: origin.lng }}
        defaultZoom={13}
        colorScheme={dark ? 'DARK' : 'LIGHT'}
        gestureHandling="cooperative"
        style={{ width: '100%', height: '100%' }}
      >
        <DrivingRoute origin={origin} destination={destination} color={routeColor} onState={setRoute} />
      </GoogleMap>
    </MapFrame>
  );
}

export default function RideMap({ apiKey, ...rest }: RideMapProps) {
  const [loadFailed, setLoadFailed] = useState(false);
  // A stable callback: APIProvider re-runs its loading effect when onError changes.
  const onError = useCallback(() => setLoadFailed(true), []);
  return (
    <APIProvider apiKey={apiKey} onError={onError}>
      <RideMapView {...rest} loadFailed={loadFailed} />
    </APIProvider>
  );
}
