/**
 * When the tab *regains* focus (docs/product.md §14: every list fetches again then): the window gains focus
 * after losing it, or the page becomes visible after being hidden. SWR's own source (its `initFocus`) also
 * fires on a focus the page never lost, as a page loaded in a foreground tab gets, which read a whole list
 * again right after its first read. Given to the session's data cache (src/app/guards.tsx).
 */
export function onRegainedFocus(callback: () => void): () => void {
  // A page opened in a background tab has not been seen yet: showing it is coming back to it.
  let away = document.visibilityState === 'hidden';
  const leave = () => {
    away = true;
  };
  const back = () => {
    if (!away || document.visibilityState === 'hidden') return;
    away = false;
    callback();
  };
  const onVisibility = () => (document.visibilityState === 'hidden' ? leave() : back());
  window.addEventListener('blur', leave);
  window.addEventListener('focus', back);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    window.removeEventListener('blur', leave);
    window.removeEventListener('focus', back);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
