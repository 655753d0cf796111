import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { TextField } from './TextField';

describe('TextField', () => {
  it('forwards the ref to the input and passes native props through', () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextField ref={ref} label="Price per km" type="number" min={0} step={0.01} name="pricePerKm" required />);
    const input = screen.getByRole('spinbutton', { name: 'Price per km' });
    expect(ref.current).toBe(input);
    expect(input).toHaveAttribute('name', 'pricePerKm');
    expect(input).toBeRequired();
  });

  it('keeps a caller id and merges a caller aria-describedby with hint and error', () => {
    render(
      <>
        <p id="extra">Extra</p>
        <TextField id="email" label="Email" aria-describedby="extra" hint="Hint" error="Bad" />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('id', 'email');
    expect(input).toHaveAttribute('aria-describedby', 'extra email-hint email-error');
    expect(input).toHaveAccessibleDescription('Extra Hint Bad');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('is not invalid for an empty error', () => {
    render(<TextField label="Name" error="" />);
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-describedby');
  });

  it('finds a required field by its exact label text', () => {
    render(<TextField label="Email" required />);
    expect(screen.getByLabelText('Email')).toBeRequired();
  });
});
