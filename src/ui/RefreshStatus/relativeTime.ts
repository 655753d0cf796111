const rtf = new Intl.RelativeTimeFormat('en', { numeric: 'always' });

/**
 * "just now", "5 minutes ago", "2 hours ago", "3 days ago": how long ago `then` was at `now` (epoch ms).
 * A moment in the future (a skewed clock) reads "just now".
 */
export function relativeTime(then: number, now: number): string {
  const seconds = Math.max(0, Math.round((now - then) / 1000));
  if (seconds < 45) return 'just now';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return rtf.format(-minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 24) return rtf.format(-hours, 'hour');
  return rtf.format(-Math.round(hours / 24), 'day');
}
