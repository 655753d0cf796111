import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage } from '../../lib/api/client';
import { env } from '../../lib/env';
import { nextFromState } from '../../lib/returnTo';
import { clearSession, getStoredRole, homeForRole, isSignedIn, setSession } from '../../lib/session';
import { ALERT_TIMER_MS, preloadAlerts, showAlert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Logo } from '../../ui/Logo';
import { PasswordField } from '../../ui/PasswordField';
import { TextField } from '../../ui/TextField';
import { ThemeToggle } from '../../ui/ThemeToggle';
import { tokens } from '../../ui/theme';
import { LIMITS } from '../../lib/limits';
import { Stack } from '../../ui/Layout';
import { login } from './api';
import { credentials, DEMO_ACCOUNTS, destinationAfterSignIn } from './model';

const Page = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${tokens.space[6]} ${tokens.space[4]};
  background: ${tokens.color.bg};
`;
const Panel = styled.div`
  width: 100%;
  max-width: 420px;
  background: ${tokens.color.surface};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.lg};
  box-shadow: ${tokens.shadow.md};
  padding: ${tokens.space[8]} ${tokens.space[6]};
`;
const Top = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  margin-bottom: ${tokens.space[6]};
`;
const Title = styled.h1`
  margin: 0 0 ${tokens.space[1]};
  font-size: ${tokens.font.size['2xl']};
`;
const Subtitle = styled.p`
  margin: 0 0 ${tokens.space[6]};
  color: ${tokens.color.textMuted};
`;
const Demo = styled.section`
  margin-top: ${tokens.space[6]};
  padding: ${tokens.space[4]};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.surfaceMuted};
  font-size: ${tokens.font.size.sm};
  h2 { margin: 0 0 ${tokens.space[2]}; font-size: ${tokens.font.size.sm}; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: ${tokens.space[2]}; }
  li { display: flex; justify-content: space-between; align-items: center; gap: ${tokens.space[2]}; flex-wrap: wrap; }
  code { font-family: ${tokens.font.mono}; }
`;
const Back = styled.p`
  margin: ${tokens.space[4]} 0 0;
  text-align: center;
  font-size: ${tokens.font.size.sm};
`;

/** docs/product.md §2 "Sign-in": Admin Sign In, pending state, dialogs and redirect by role. */
export default function LoginPage() {
  const navigate = useNavigate();
  // The console address a signed-out visit came for (docs/product.md §4); checked by destinationAfterSignIn.
  const next = nextFromState(useLocation().state);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);

  // A stored session goes straight to its console; a role without one is cleared (docs/product.md §2).
  useEffect(() => {
    if (!isSignedIn()) return;
    const role = getStoredRole();
    if (homeForRole(role)) navigate(destinationAfterSignIn(role, next), { replace: true });
    else clearSession();
  }, [navigate, next]);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    // Either answer ends in a dialog: fetch its code while the sign-in call is under way.
    void preloadAlerts().catch(() => {});
    try {
      const { email: who, password: secret } = credentials(email, password);
      const res = await login(who, secret);
      setSession(res.data.token, res.data.admin);
      setSubmitting(false);
      await showAlert({ icon: 'success', title: 'Success', text: res.message ?? '', timer: ALERT_TIMER_MS, showConfirmButton: false });
      navigate(destinationAfterSignIn(res.data.admin.role, next), { replace: true });
    } catch (err) {
      setSubmitting(false);
      await showAlert({ icon: 'error', title: 'Error', text: errorMessage(err, 'Login failed'), timer: ALERT_TIMER_MS });
    }
  }

  return (
    <Page>
      <title>Admin Sign In · Kero</title>
      <Panel>
        <Top>
          <Logo />
          <ThemeToggle />
        </Top>
        <Title>Admin Sign In</Title>
        <Subtitle>Log in to manage the Kero admin console.</Subtitle>
        <form onSubmit={onSubmit} aria-label="Admin sign in">
          <Stack gap={4}>
            <TextField
              label="Email"
              type="email"
              name="email"
              autoComplete="username"
              placeholder="Email Address"
              required
              maxLength={LIMITS.email}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
            <PasswordField
              label="Password"
              name="password"
              autoComplete="current-password"
              placeholder="Password"
              required
              maxLength={LIMITS.password}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <Button type="submit" block disabled={submitting} aria-busy={submitting || undefined}>
              {submitting ? 'Signing In...' : 'Sign In'}
            </Button>
          </Stack>
        </form>
        {/* The define turns the first test into `false` in a production build, so the accounts are not even in its bundle (tests/prod/dist.spec.ts). */}
        {import.meta.env.VITE_API_MOCKING === 'on' && env.mocking && (
          <Demo aria-labelledby="demo-accounts">
            <h2 id="demo-accounts">Demo accounts (mock backend)</h2>
            <ul>
              {DEMO_ACCOUNTS.map((a) => (
                <li key={a.email}>
                  <span>
                    <code>{a.email}</code> / <code>{a.password}</code>
                    <br />
                    {a.role}
                  </span>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => {
                      setEmail(a.email);
                      setPassword(a.password);
                    }}
                    aria-label={`Use ${a.email}`}
                  >
                    Use
                  </Button>
                </li>
              ))}
            </ul>
          </Demo>
        )}
        <Back>
          <Link to="/">Back to the Kero site</Link>
        </Back>
      </Panel>
    </Page>
  );
}
