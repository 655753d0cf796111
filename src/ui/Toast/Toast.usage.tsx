import { resolveToast, showLoading, ToastHost } from '../Toast';

/** Mount `<ToastHost />` once at the root of the console. */
export function Root() {
  return <ToastHost />;
}

export async function loadRides(fetchRides: () => Promise<unknown>) {
  const id = showLoading('Fetching rides data...');
  try {
    await fetchRides();
    resolveToast(id, 'success', 'Rides data loaded'); // the same toast turns green, closes after 2000 ms
  } catch {
    resolveToast(id, 'error', 'Error fetching rides data');
  }
}
