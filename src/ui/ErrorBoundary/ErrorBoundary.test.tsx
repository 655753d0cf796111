import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './ErrorBoundary';

function Fragile({ broken }: { broken: boolean }) {
  if (broken) throw new Error('boom');
  return <p>content</p>;
}

function Harness() {
  const [key, setKey] = useState('a');
  const [broken, setBroken] = useState(true);
  return (
    <>
      <button onClick={() => setKey('b')}>Navigate</button>
      <button onClick={() => setBroken(false)}>Fix</button>
      <ErrorBoundary resetKeys={[key]} title="Screen failed">
        <Fragile broken={broken} />
      </ErrorBoundary>
    </>
  );
}

describe('ErrorBoundary', () => {
  // React reports caught errors on the console; keep the test output readable.
  let spy: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    spy = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => spy.mockRestore());

  it('shows the panel in place of a child that throws, and keeps what is around it', () => {
    render(<Harness />);
    expect(screen.getByRole('alert')).toHaveTextContent('Screen failed');
    expect(screen.getByRole('button', { name: 'Navigate' })).toBeInTheDocument();
  });

  it('"Try again" renders the children again', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Fix' }));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('content')).toBeInTheDocument();
  });

  it('clears itself when a reset key changes; still failing children show the panel again', async () => {
    const user = userEvent.setup();
    const onError = vi.fn();
    const { rerender } = render(
      <ErrorBoundary resetKeys={['/a']} onError={onError}>
        <Fragile broken />
      </ErrorBoundary>,
    );
    expect(onError).toHaveBeenCalledTimes(1);
    rerender(
      <ErrorBoundary resetKeys={['/b']} onError={onError}>
        <Fragile broken={false} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('content')).toBeInTheDocument();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Navigate' }));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});
