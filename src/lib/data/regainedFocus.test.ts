import { afterEach, describe, expect, it, vi } from 'vitest';
import { onRegainedFocus } from './regainedFocus';

let visibility: DocumentVisibilityState = 'visible';
Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
const show = (state: DocumentVisibilityState) => {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
};

describe('onRegainedFocus', () => {
  let stop: () => void = () => {};
  afterEach(() => {
    stop();
    visibility = 'visible';
  });

  it('calls back when the window gains focus after losing it, not on a focus it never lost', () => {
    const cb = vi.fn();
    stop = onRegainedFocus(cb);
    window.dispatchEvent(new FocusEvent('focus'));
    expect(cb).not.toHaveBeenCalled();
    window.dispatchEvent(new FocusEvent('blur'));
    window.dispatchEvent(new FocusEvent('focus'));
    expect(cb).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new FocusEvent('focus'));
    expect(cb).toHaveBeenCalledTimes(1);
  });

  it('calls back when a hidden page is shown again, once for the pair of events a browser may send', () => {
    const cb = vi.fn();
    stop = onRegainedFocus(cb);
    show('hidden');
    show('visible');
    window.dispatchEvent(new FocusEvent('focus'));
    expect(cb).toHaveBeenCalledTimes(1);
  });

  it('counts a page opened in a background tab as away until it is shown', () => {
    visibility = 'hidden';
    const cb = vi.fn();
    stop = onRegainedFocus(cb);
    show('visible');
    expect(cb).toHaveBeenCalledTimes(1);
  });

  it('stops listening when asked', () => {
    const cb = vi.fn();
    onRegainedFocus(cb)();
    window.dispatchEvent(new FocusEvent('blur'));
    window.dispatchEvent(new FocusEvent('focus'));
    expect(cb).not.toHaveBeenCalled();
  });
});
