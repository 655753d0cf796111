import type { Rider } from '../../lib/schemas';

/** The rider's name, or null when it is missing or blank. */
export function riderName(r: Pick<Rider, 'fullname'>): string | null {
  return r.fullname && r.fullname.trim() !== '' ? r.fullname : null;
}
