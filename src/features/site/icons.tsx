/** Line icons for the public pages' feature grids (24px grid, currentColor, decorative). */
import type { ReactNode } from 'react';

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

export const ShieldIcon = () => (
  <Icon>
    <path d="M12 3l7.5 3v5.5c0 4.5-3.2 8-7.5 9.5-4.3-1.5-7.5-5-7.5-9.5V6z" />
    <path d="M8.8 12.2l2.2 2.2 4.3-4.4" />
  </Icon>
);
export const NairaIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="9" />
    <path d="M8.5 16.5v-9l7 9v-9M7 10.5h10M7 13.5h10" />
  </Icon>
);
export const ClockIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5V12l3 2" />
  </Icon>
);
export const WalletIcon = () => (
  <Icon>
    <path d="M4 7.5A2.5 2.5 0 0 1 6.5 5H18v3" />
    <rect x="4" y="8" width="16" height="11" rx="2.5" />
    <path d="M16 13.5h.01" strokeWidth="2.6" />
  </Icon>
);
export const HeadsetIcon = () => (
  <Icon>
    <path d="M4.5 14v-2a7.5 7.5 0 0 1 15 0v2" />
    <rect x="3.5" y="13" width="4" height="6" rx="1.5" />
    <rect x="16.5" y="13" width="4" height="6" rx="1.5" />
    <path d="M18.5 19c0 1.2-1.5 2-4 2h-1.5" />
  </Icon>
);
export const TrendIcon = () => (
  <Icon>
    <path d="M4 17l5-5 3.5 3.5L20 8" />
    <path d="M15 8h5v5" />
  </Icon>
);
export const LicenceIcon = () => (
  <Icon>
    <rect x="3" y="5" width="18" height="14" rx="2.5" />
    <circle cx="8.5" cy="11" r="2" />
    <path d="M5.8 16c.5-1.4 1.6-2.2 2.7-2.2s2.2.8 2.7 2.2M14 10h4M14 13.5h3" />
  </Icon>
);
export const PermitIcon = () => (
  <Icon>
    <path d="M7 3.5h7l4 4V20a.5.5 0 0 1-.5.5h-10.5a.5.5 0 0 1-.5-.5V4a.5.5 0 0 1 .5-.5z" />
    <path d="M14 3.5V8h4M9 12h6M9 15.5h4" />
  </Icon>
);
export const CarIcon = () => (
  <Icon>
    <path d="M5 16.5V12l1.8-4.6A2 2 0 0 1 8.7 6h6.6a2 2 0 0 1 1.9 1.4L19 12v4.5" />
    <path d="M3.5 12h17v4.5h-17z" />
    <path d="M6 16.5V19M18 16.5V19M7 14.2h.01M17 14.2h.01" />
  </Icon>
);
export const FingerprintIcon = () => (
  <Icon>
    <path d="M7.5 5.2A8 8 0 0 1 20 12v1M4 12a8 8 0 0 1 1.2-4.2M6.5 18.5A13 13 0 0 0 8 12a4 4 0 0 1 8 0c0 3-.5 5.5-1.5 8M12 12c0 3.5-.8 6.5-2.5 9M19.7 16.5c-.3 1.3-.7 2.6-1.2 3.5" />
  </Icon>
);
export const PinIcon = () => (
  <Icon>
    <path d="M12 21s-6.5-5.8-6.5-11A6.5 6.5 0 0 1 18.5 10c0 5.2-6.5 11-6.5 11z" />
    <circle cx="12" cy="10" r="2.3" />
  </Icon>
);
export const UsersIcon = () => (
  <Icon>
    <circle cx="9" cy="8.5" r="3.2" />
    <path d="M3.5 19c.6-3 2.8-4.8 5.5-4.8s4.9 1.8 5.5 4.8" />
    <path d="M15.5 5.6a3.2 3.2 0 0 1 0 5.8M17.5 14.5c1.6.6 2.7 2.2 3 4.5" />
  </Icon>
);
export const CityIcon = () => (
  <Icon>
    <path d="M3.5 20.5h17M5.5 20.5V9l5-3v14.5M10.5 20.5V4l8 4v12.5" />
    <path d="M13.5 10h2M13.5 13h2M13.5 16h2M7.8 12h.01M7.8 15h.01" />
  </Icon>
);
export const SparkIcon = () => (
  <Icon>
    <path d="M12 3.5l1.9 5.2 5.6.3-4.4 3.5 1.5 5.5L12 14.9 7.4 18l1.5-5.5L4.5 9l5.6-.3z" />
  </Icon>
);
