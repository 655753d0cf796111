import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearSession } from '../lib/session';
import { showToast } from '../ui/Toast';
import { LOGGED_OUT_MESSAGE } from './apiSetup';

/**
 * docs/product.md §4: logout routes clear the session and go to /login. The data cache goes with the session
 * (RequireArea drops it when the token is cleared).
 */
export default function Logout() {
  const navigate = useNavigate();
  useEffect(() => {
    clearSession();
    showToast('success', LOGGED_OUT_MESSAGE, { toastId: 'logged-out' });
    navigate('/login', { replace: true });
  }, [navigate]);
  return null;
}
