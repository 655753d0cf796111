import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Select } from './Select';

const options = [
  { value: 'car', label: 'Car' },
  { value: 'bike', label: 'Bike' },
];

describe('Select', () => {
  it('starts on the placeholder when uncontrolled, so a required select is invalid until chosen', () => {
    const ref = createRef<HTMLSelectElement>();
    render(<Select ref={ref} label="Vehicle Type" options={options} placeholder="Select vehicle type" required />);
    const select = screen.getByRole('combobox', { name: 'Vehicle Type' });
    expect(ref.current).toBe(select);
    expect(select).toHaveValue('');
    expect(select).toBeInvalid();
  });

  it('respects defaultValue and works without a placeholder', () => {
    render(<Select label="Vehicle Type" options={options} defaultValue="bike" />);
    expect(screen.getByRole('combobox', { name: 'Vehicle Type' })).toHaveValue('bike');
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });
});
