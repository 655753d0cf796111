import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import type { Trip } from '../../lib/schemas';
import { palettes, ThemeModeProvider } from '../../ui/theme';
import { RideMapDialog } from './RideMapDialog';
import { kobo } from '../../lib/money';

/**
 * Google's script cannot load here: @vis.gl/react-google-maps is replaced by a stand-in whose
 * loading status, provider error and directions answer each test controls.
 */
const fake = vi.hoisted(() => ({
  status: 'LOADED' as string,
  providerError: false,
  routeResult: 'ok' as 'ok' | 'fail',
  routeRequests: [] as unknown[],
  rendererOptions: [] as unknown[],
  setDirections: [] as unknown[],
  mapProps: null as null | Record<string, unknown>,
  providerKey: null as string | null,
}));

vi.mock('@vis.gl/react-google-maps', () => {
  const APILoadingStatus = { NOT_LOADED: 'NOT_LOADED', LOADING: 'LOADING', LOADED: 'LOADED', FAILED: 'FAILED', AUTH_FAILURE: 'AUTH_FAILURE' };
  class DirectionsRenderer {
    constructor(options: unknown) {
      fake.rendererOptions.push(options);
    }
    setDirections(r: unknown) {
      fake.setDirections.push(r);
    }
    setMap() {}
  }
  class DirectionsService {
    route(request: unknown) {
      fake.routeRequests.push(request);
      return fake.routeResult === 'ok' ? Promise.resolve({ routes: ['a route'] }) : Promise.reject(new Error('ZERO_RESULTS'));
    }
  }
  const routes = { DirectionsRenderer, DirectionsService, TravelMode: { DRIVING: 'DRIVING' } };
  const map = { id: 'fake-map' };
  return {
    APILoadingStatus,
    APIProvider: ({ apiKey, onError, children }: { apiKey: string; onError?: (e: unknown) => void; children: ReactNode }) => {
      fake.providerKey = apiKey;
      useEffect(() => {
        if (fake.providerError) onError?.(new Error('script failed'));
      }, [onError]);
      return <>{children}</>;
    },
    Map: ({ children, ...props }: { children?: ReactNode } & Record<string, unknown>) => {
      fake.mapProps = props;
      return <div data-testid="google-map">{children}</div>;
    },
    useApiLoadingStatus: () => fake.status,
    useMap: () => map,
    useMapsLibrary: (name: string) => (name === 'routes' ? routes : null),
  };
});

function trip(over: Partial<Trip> = {}): Trip {
  return {
    rideId: '66f1c0ffee0123456789abcd',
    driverName: 'Tunde Bakare',
    riderName: 'Chioma Eze',
    distance: 12850,
    fare: kobo(450000),
    keroCommission: kobo(67500),
    lagosCommission: kobo(3000),
    status: 'completed',
    driverSelfie: null,
    startAddress: 'Ikeja City Mall, Alausa',
    endAddress: 'Eko Hotel, Victoria Island',
    startLocation: { lng: 3.3515, lat: 6.6018 },
    endLocation: { lng: 3.4296, lat: 6.4269 },
    rating: 4.5,
    ...over,
  };
}

function show(props: { trip?: Trip; apiKey?: string; theme?: 'light' | 'dark' } = {}) {
  const onClose = vi.fn();
  render(
    <ThemeModeProvider forced={props.theme ?? 'light'}>
      <RideMapDialog open onClose={onClose} trip={props.trip ?? trip()} apiKey={props.apiKey ?? 'test-key'} />
    </ThemeModeProvider>,
  );
  return { onClose, dialog: () => screen.getByRole('dialog', { name: 'Ride Path' }) };
}

beforeEach(async () => {
  Object.assign(fake, { status: 'LOADED', providerError: false, routeResult: 'ok', routeRequests: [], rendererOptions: [], setDirections: [], mapProps: null, providerKey: null });
  (await import('./RideMap')).resetMapAuthFailure();
});

afterEach(() => {
  delete window.gm_authFailure;
});

describe('RideMapDialog', () => {
  it('draws the driving route in gold at zoom 13 centred on the start', async () => {
    const { dialog } = show();
    expect(await within(dialog()).findByTestId('google-map')).toBeInTheDocument();
    expect(fake.providerKey).toBe('test-key');
    expect(fake.mapProps).toMatchObject({ defaultZoom: 13, defaultCenter: { lat: 6.6018, lng: 3.3515 } });
    await waitFor(() => expect(fake.setDirections).toHaveLength(1));
    expect(fake.routeRequests).toEqual([
      { origin: { lat: 6.6018, lng: 3.3515 }, destination: { lat: 6.4269, lng: 3.4296 }, travelMode: 'DRIVING', provideRouteAlternatives: false },
    ]);
    expect(fake.rendererOptions[0]).toMatchObject({ polylineOptions: { strokeColor: palettes.light.gold, strokeWeight: 5 } });
    const region = within(dialog()).getByRole('region', { name: 'Driving route from Ikeja City Mall, Alausa to Eko Hotel, Victoria Island' });
    expect(region).not.toHaveAttribute('aria-busy');
    expect(within(dialog()).queryByRole('alert')).toBeNull();
  });

  it('uses the dark theme gold in the dark theme', async () => {
    show({ theme: 'dark' });
    await waitFor(() => expect(fake.rendererOptions).toHaveLength(1));
    expect(fake.rendererOptions[0]).toMatchObject({ polylineOptions: { strokeColor: palettes.dark.gold } });
    expect(fake.mapProps).toMatchObject({ colorScheme: 'DARK' });
  });

  it('has a 500px body', () => {
    const { dialog } = show({ apiKey: '' });
    expect(dialog().getAttribute('style')).toContain('--k-dialog-body-height: 500px');
  });

  it('shows a loading veil while the script loads', async () => {
    fake.status = 'LOADING';
    const { dialog } = show();
    await within(dialog()).findByTestId('google-map');
    expect(within(dialog()).getByRole('region')).toHaveAttribute('aria-busy', 'true');
    expect(within(dialog()).getByText('Loading map…')).toBeInTheDocument();
  });

  it('a refused key (gm_authFailure) replaces the map with an error panel', async () => {
    const { dialog } = show();
    await within(dialog()).findByTestId('google-map');
    expect(typeof window.gm_authFailure).toBe('function');
    act(() => window.gm_authFailure!());
    const alert = within(dialog()).getByRole('alert');
    expect(alert).toHaveTextContent('Map unavailable');
    expect(alert).toHaveTextContent('Google Maps refused this console’s maps key');
    expect(within(dialog()).queryByTestId('google-map')).toBeNull();
  });

  it('a script that fails to load (APIProvider onError) shows an error panel', async () => {
    fake.providerError = true;
    fake.status = 'FAILED';
    const { dialog } = show();
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Map could not load');
    expect(within(dialog()).queryByTestId('google-map')).toBeNull();
  });

  it('no key: an error panel, and the map code is never asked to load a script', () => {
    const { dialog } = show({ apiKey: '' });
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('No Google Maps key is configured');
    expect(fake.providerKey).toBeNull();
  });

  it('missing coordinates: "Invalid location data" and no map', () => {
    const { dialog } = show({ trip: trip({ endLocation: null }) });
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('Invalid location data');
    expect(fake.providerKey).toBeNull();
  });

  it('a route the directions service cannot find leaves the map with a notice', async () => {
    fake.routeResult = 'fail';
    const { dialog } = show();
    expect(await within(dialog()).findByText('No driving route could be found between the start and end points.')).toBeInTheDocument();
    expect(within(dialog()).getByTestId('google-map')).toBeInTheDocument();
  });

  it('Close calls onClose', async () => {
    const { dialog, onClose } = show({ apiKey: '' });
    within(dialog()).getByRole('button', { name: 'Close' }).click();
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
