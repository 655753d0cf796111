import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { env } from '../lib/env';
import { revokeSession } from '../lib/api/logout';
import { ACTIVITY_KEY, clearSession, getToken } from '../lib/session';
import { ACTIVITY_WRITE_EVERY_MS, sessionPhase, storedActivity, tokenExpiry, writeActivity } from '../lib/sessionEnd';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { useRouterLocation } from '../shared/url/routerLocation';
import { showForcedLogout } from './apiSetup';

/** Input that counts as presence. */
const INPUT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
/** setTimeout's longest delay; a later deadline is checked again then. */
const MAX_DELAY = 2 ** 31 - 1;

export const SESSION_TIMEOUT_TEXT = {
  title: 'Are you still there?',
  countdown: (seconds: number) => `You will be signed out in ${seconds} second${seconds === 1 ? '' : 's'}`,
  stay: 'Stay signed in',
};

/**
 * Ends a console session by itself (docs/security.md, "Sessions end"): after `idleMinutes` without input in
 * any tab, with a warning dialog one minute ahead, and at the token's JWT `exp`. Then it revokes the token,
 * clears the session and shows the forced logout's notice. Rendered once by the console shell.
 */
export function SessionTimeout({ idleMinutes = env.idleMinutes }: { idleMinutes?: number }) {
  const navigate = useNavigate();
  const routerLocation = useRouterLocation();
  const idleMs = idleMinutes * 60_000;
  // This tab's newest input; other tabs' arrive through storage (storedActivity).
  const local = useRef(storedActivity() ?? Date.now());
  const lastWrite = useRef(0);
  const warningOpen = useRef(false);
  const [signOutAt, setSignOutAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [check, setCheck] = useState(0);
  const recheck = useCallback(() => setCheck((n) => n + 1), []);

  // The first visit of this tab counts as input (a restored tab after a week does not: its stored time is old).
  useEffect(() => {
    if (storedActivity() === null) writeActivity(local.current);
  }, []);

  useEffect(() => {
    const token = getToken();
    if (token === null) return;
    const t = Date.now();
    const phase = sessionPhase(t, Math.max(local.current, storedActivity() ?? 0), idleMs, tokenExpiry(token));
    if (phase.kind === 'ended') {
      warningOpen.current = false;
      if (phase.reason === 'idle') revokeSession();
      clearSession();
      const at = routerLocation();
      showForcedLogout((to, state) => navigate(to, { state }), at ? at.pathname + at.search : null);
      return;
    }
    warningOpen.current = phase.kind === 'warning';
    setSignOutAt(phase.kind === 'warning' ? phase.signOutAt : null);
    setNow(t);
    const timer = setTimeout(recheck, Math.min(MAX_DELAY, Math.max(0, phase.next - t)));
    return () => clearTimeout(timer);
  }, [check, idleMs, navigate, recheck, routerLocation]);

  useEffect(() => {
    const onInput = () => {
      // While the warning shows, only "Stay signed in" (or input in another tab) keeps the session.
      if (warningOpen.current) return;
      const t = Date.now();
      local.current = t;
      if (t - lastWrite.current >= ACTIVITY_WRITE_EVERY_MS) {
        lastWrite.current = t;
        writeActivity(t);
      }
    };
    const onStorage = (e: StorageEvent) => {
      if (e.key === ACTIVITY_KEY) recheck();
    };
    for (const type of INPUT_EVENTS) window.addEventListener(type, onInput, { capture: true, passive: true });
    window.addEventListener('storage', onStorage);
    return () => {
      for (const type of INPUT_EVENTS) window.removeEventListener(type, onInput, { capture: true });
      window.removeEventListener('storage', onStorage);
    };
  }, [recheck]);

  const stay = () => {
    const t = Date.now();
    local.current = t;
    lastWrite.current = t;
    writeActivity(t);
    warningOpen.current = false;
    setSignOutAt(null);
    recheck();
  };

  const seconds = signOutAt === null ? 0 : Math.max(0, Math.ceil((signOutAt - now) / 1000));
  return (
    <Dialog
      open={signOutAt !== null}
      onClose={stay}
      size="sm"
      title={SESSION_TIMEOUT_TEXT.title}
      description={<span role="timer">{SESSION_TIMEOUT_TEXT.countdown(seconds)}</span>}
      footer={
        <Button variant="primary" onClick={stay}>
          {SESSION_TIMEOUT_TEXT.stay}
        </Button>
      }
    />
  );
}
