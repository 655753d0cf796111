/** Response latency of the mock backend. Zero unless set: the browser worker sets 150–400 ms; tests and Storybook keep 0. */
export interface LatencyRange {
  min: number;
  max: number;
}

let range: LatencyRange = { min: 0, max: 0 };

/** A fixed delay in ms, or a range each response draws from. 0 turns latency off. */
export function setMockLatency(ms: number | LatencyRange): void {
  const r = typeof ms === 'number' ? { min: ms, max: ms } : ms;
  const min = Math.max(0, r.min);
  range = { min, max: Math.max(min, r.max) };
}

export function getMockLatency(): LatencyRange {
  return { ...range };
}

/** Delay for the next response (ms). Not seeded on purpose: it is not data. */
export function nextLatency(): number {
  const { min, max } = range;
  return max <= 0 ? 0 : Math.round(min + Math.random() * (max - min));
}
