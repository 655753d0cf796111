// findToast finds a toast's text in a toast only: a screen may show the same message by a field too, and on
// a slow machine both are there by the first look (the AdminsPage 409 test failed so in a fresh-clone run).
import { describe, expect, it } from 'vitest';
import { useEffect } from 'react';
import { notify } from '../lib/notify';
import { findToast, renderScreen } from './renderScreen';

function FieldAndToast() {
  useEffect(() => {
    notify.show('error', 'An admin with this email already exists');
  }, []);
  return <span>An admin with this email already exists</span>;
}

describe('findToast', () => {
  it('finds the toast when the same message is also shown by a field', async () => {
    renderScreen(<FieldAndToast />, { path: '/dashboard/admins' });
    const toast = await findToast('An admin with this email already exists');
    expect(toast.closest('.Toastify__toast')).not.toBeNull();
  });
});
