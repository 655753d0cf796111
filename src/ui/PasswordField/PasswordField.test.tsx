import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasswordField } from './PasswordField';

describe('PasswordField', () => {
  it('keeps the ref on the same input while toggling visibility', async () => {
    const ref = createRef<HTMLInputElement>();
    render(<PasswordField ref={ref} label="Password" defaultValue="secret1" />);
    const input = screen.getByLabelText('Password');
    expect(ref.current).toBe(input);
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(ref.current).toBe(input);
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-controls', input.id);
  });

  it('submits its value with the form (the toggle is not a submit button)', async () => {
    let submitted: FormData | undefined;
    render(
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submitted = new FormData(e.currentTarget);
        }}
      >
        <PasswordField label="Password" name="password" defaultValue="secret1" />
        <button type="submit">Sign In</button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(submitted).toBeUndefined();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(submitted?.get('password')).toBe('secret1');
  });
});
