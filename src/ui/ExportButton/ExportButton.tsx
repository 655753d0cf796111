import { useEffect, useRef, useState } from 'react';
import { Button, type ButtonSize } from '../Button';

export interface ExportButtonProps {
  /** Builds and downloads the file; the button is busy (spinner, aria-busy) until the promise settles. */
  onExport: () => void | Promise<unknown>;
  /** Default "Export CSV". */
  label?: string;
  disabled?: boolean;
  size?: ButtonSize;
}

const DownloadIcon = () => (
  <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <path d="M12 3v12" />
    <path d="m7 10 5 5 5-5" />
    <path d="M5 21h14" />
  </svg>
);

/**
 * A list's "Export CSV" action. One export at a time: clicks while the file is being built do nothing
 * (a 60,000-row file takes a moment, built in slices so the page stays responsive).
 */
export function ExportButton({ onExport, label = 'Export CSV', disabled, size = 'sm' }: ExportButtonProps) {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await onExport();
    } finally {
      running.current = false;
      if (mounted.current) setBusy(false);
    }
  };

  return (
    <Button size={size} variant="secondary" icon={<DownloadIcon />} loading={busy} disabled={disabled} onClick={() => void run().catch(() => {})}>
      {label}
    </Button>
  );
}
