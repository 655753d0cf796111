import { test as setup } from './fixtures';
import { signInWithForm, sessionFile, type DemoRole } from './helpers';

/**
 * Each role signs in through the form once per run; the other journeys start from the stored session
 * (tests/helpers.ts signIn). The form itself is tested in auth.spec.ts.
 */
for (const role of ['admin', 'lagos'] as const satisfies readonly DemoRole[]) {
  setup(`sign in as ${role}`, async ({ page }) => {
    await signInWithForm(page, role);
    await page.context().storageState({ path: sessionFile(role) });
  });
}
