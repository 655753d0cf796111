import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { clearSession } from '../lib/session';
import { showToast } from '../ui/Toast';
import { LOGGED_OUT_MESSAGE } from './apiSetup';

/** Spec §4: logout routes clear the session (and the data cache) and go to /login. */
export default function Logout() {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  useEffect(() => {
    clearSession();
    void mutate(() => true, undefined, { revalidate: false });
    showToast('success', LOGGED_OUT_MESSAGE, { toastId: 'logged-out' });
    navigate('/login', { replace: true });
  }, [navigate, mutate]);
  return null;
}
