import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { revokeSession } from '../lib/api/logout';
import { clearSession } from '../lib/session';
import { showToast } from '../ui/Toast';
import { LOGGED_OUT_MESSAGE } from './apiSetup';

/**
 * docs/product.md §4: logout routes clear the session and go to /login. The backend is asked to revoke the
 * token (ignored when it cannot); everything stored for the session goes with it (clearSession; RequireArea
 * drops the data cache when the token is cleared).
 */
export default function Logout() {
  const navigate = useNavigate();
  useEffect(() => {
    revokeSession();
    clearSession();
    showToast('success', LOGGED_OUT_MESSAGE, { toastId: 'logged-out' });
    navigate('/login', { replace: true });
  }, [navigate]);
  return null;
}
