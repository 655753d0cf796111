import type { ReactNode } from 'react';

/** Line icons drawn on a 24px grid in `currentColor`; decorative (hidden from assistive technology). */
export interface IconProps {
  /** Width and height in px. */
  size?: number;
}

function Svg({ children, size = 20, strokeWidth = 1.8 }: { children: ReactNode; size?: number; strokeWidth?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** A 24px line icon of the public pages' feature grids. */
function Line({ children }: { children: ReactNode }) {
  return <Svg size={24}>{children}</Svg>;
}

export type SocialNetwork = 'facebook' | 'instagram' | 'x' | 'linkedin' | 'youtube';
export type StorePlatform = 'android' | 'ios';

// ---- Controls -----------------------------------------------------------------------------------

export const PlusIcon = ({ size = 16 }: IconProps) => (
  <Svg size={size} strokeWidth={2.7}>
    <path d="M12 4.5v15M4.5 12h15" />
  </Svg>
);

export const MenuIcon = ({ size = 20 }: IconProps) => (
  <Svg size={size} strokeWidth={2}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Svg>
);

export const CloseIcon = ({ size = 20 }: IconProps) => (
  <Svg size={size} strokeWidth={2}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Svg>
);

export const CheckIcon = ({ size = 18 }: IconProps) => (
  <Svg size={size}>
    <path d="M5 12.5l4.2 4.2L19 7" />
  </Svg>
);

export const ArrowIcon = ({ size = 18 }: IconProps) => (
  <Svg size={size}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </Svg>
);

// ---- Public site --------------------------------------------------------------------------------

export const ShieldIcon = () => (
  <Line>
    <path d="M12 3l7.5 3v5.5c0 4.5-3.2 8-7.5 9.5-4.3-1.5-7.5-5-7.5-9.5V6z" />
    <path d="M8.8 12.2l2.2 2.2 4.3-4.4" />
  </Line>
);
export const NairaIcon = () => (
  <Line>
    <circle cx="12" cy="12" r="9" />
    <path d="M8.5 16.5v-9l7 9v-9M7 10.5h10M7 13.5h10" />
  </Line>
);
export const ClockIcon = () => (
  <Line>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5V12l3 2" />
  </Line>
);
export const WalletIcon = () => (
  <Line>
    <path d="M4 7.5A2.5 2.5 0 0 1 6.5 5H18v3" />
    <rect x="4" y="8" width="16" height="11" rx="2.5" />
    <path d="M16 13.5h.01" strokeWidth="2.6" />
  </Line>
);
export const HeadsetIcon = () => (
  <Line>
    <path d="M4.5 14v-2a7.5 7.5 0 0 1 15 0v2" />
    <rect x="3.5" y="13" width="4" height="6" rx="1.5" />
    <rect x="16.5" y="13" width="4" height="6" rx="1.5" />
    <path d="M18.5 19c0 1.2-1.5 2-4 2h-1.5" />
  </Line>
);
export const TrendIcon = () => (
  <Line>
    <path d="M4 17l5-5 3.5 3.5L20 8" />
    <path d="M15 8h5v5" />
  </Line>
);
export const LicenceIcon = () => (
  <Line>
    <rect x="3" y="5" width="18" height="14" rx="2.5" />
    <circle cx="8.5" cy="11" r="2" />
    <path d="M5.8 16c.5-1.4 1.6-2.2 2.7-2.2s2.2.8 2.7 2.2M14 10h4M14 13.5h3" />
  </Line>
);
export const PermitIcon = () => (
  <Line>
    <path d="M7 3.5h7l4 4V20a.5.5 0 0 1-.5.5h-10.5a.5.5 0 0 1-.5-.5V4a.5.5 0 0 1 .5-.5z" />
    <path d="M14 3.5V8h4M9 12h6M9 15.5h4" />
  </Line>
);
export const CarIcon = () => (
  <Line>
    <path d="M5 16.5V12l1.8-4.6A2 2 0 0 1 8.7 6h6.6a2 2 0 0 1 1.9 1.4L19 12v4.5" />
    <path d="M3.5 12h17v4.5h-17z" />
    <path d="M6 16.5V19M18 16.5V19M7 14.2h.01M17 14.2h.01" />
  </Line>
);
export const FingerprintIcon = () => (
  <Line>
    <path d="M7.5 5.2A8 8 0 0 1 20 12v1M4 12a8 8 0 0 1 1.2-4.2M6.5 18.5A13 13 0 0 0 8 12a4 4 0 0 1 8 0c0 3-.5 5.5-1.5 8M12 12c0 3.5-.8 6.5-2.5 9M19.7 16.5c-.3 1.3-.7 2.6-1.2 3.5" />
  </Line>
);
export const PinIcon = () => (
  <Line>
    <path d="M12 21s-6.5-5.8-6.5-11A6.5 6.5 0 0 1 18.5 10c0 5.2-6.5 11-6.5 11z" />
    <circle cx="12" cy="10" r="2.3" />
  </Line>
);
export const UsersIcon = () => (
  <Line>
    <circle cx="9" cy="8.5" r="3.2" />
    <path d="M3.5 19c.6-3 2.8-4.8 5.5-4.8s4.9 1.8 5.5 4.8" />
    <path d="M15.5 5.6a3.2 3.2 0 0 1 0 5.8M17.5 14.5c1.6.6 2.7 2.2 3 4.5" />
  </Line>
);
export const CityIcon = () => (
  <Line>
    <path d="M3.5 20.5h17M5.5 20.5V9l5-3v14.5M10.5 20.5V4l8 4v12.5" />
    <path d="M13.5 10h2M13.5 13h2M13.5 16h2M7.8 12h.01M7.8 15h.01" />
  </Line>
);
export const SparkIcon = () => (
  <Line>
    <path d="M12 3.5l1.9 5.2 5.6.3-4.4 3.5 1.5 5.5L12 14.9 7.4 18l1.5-5.5L4.5 9l5.6-.3z" />
  </Line>
);

export function SocialIcon({ network }: { network: SocialNetwork }) {
  switch (network) {
    case 'facebook':
      return (
        <Svg size={20}>
          <path d="M15.5 3.5H13a4 4 0 0 0-4 4v3H6.5v3.5H9v6.5h3.5V14H15l.6-3.5h-3.1V8a1 1 0 0 1 1-1h2z" />
        </Svg>
      );
    case 'instagram':
      return (
        <Svg size={20}>
          <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
          <circle cx="12" cy="12" r="3.8" />
          <path d="M17.2 6.8h.01" strokeWidth="2.6" />
        </Svg>
      );
    case 'x':
      return (
        <Svg size={20}>
          <path d="M4.5 4h4.2l10.8 16h-4.2zM19.2 4l-6.1 7M10.8 13.2L4.8 20" />
        </Svg>
      );
    case 'linkedin':
      return (
        <Svg size={20}>
          <rect x="3.5" y="3.5" width="17" height="17" rx="3" />
          <path d="M8 10.5V17M8 7.4v.01M11.8 17v-6.5M11.8 13.2a2.6 2.6 0 0 1 5.2 0V17" />
        </Svg>
      );
    case 'youtube':
      return (
        <Svg size={20}>
          <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
          <path d="M10.3 9.3v5.4l4.6-2.7z" />
        </Svg>
      );
  }
}

export function StoreIcon({ platform, size = 26 }: { platform: StorePlatform } & IconProps) {
  if (platform === 'android') {
    return (
      <Svg size={size}>
        <path d="M6 3.8v16.4a.8.8 0 0 0 1.2.7l13.4-8.2a.8.8 0 0 0 0-1.4L7.2 3.1a.8.8 0 0 0-1.2.7z" />
        <path d="M6.3 3.4l9.4 11.8M6.3 20.6l9.4-11.8" />
      </Svg>
    );
  }
  return (
    <Svg size={size}>
      <path d="M12 7.6c-1.3-.9-3.9-1.4-5.5.8-1.7 2.3-1.1 6.4 1.2 9.6.9 1.3 1.9 2.1 3 1.6a3.1 3.1 0 0 1 2.6 0c1.1.5 2.1-.3 3-1.6.7-1 1.2-2 1.5-2.9-2-1-2.6-3.8-.6-5.6-1.4-1.8-3.8-2.6-5.2-1.9z" />
      <path d="M12.1 6.2c.2-1.6 1.3-2.7 2.8-2.9-.1 1.6-1.2 2.8-2.8 2.9z" />
    </Svg>
  );
}

// ---- Console menu -------------------------------------------------------------------------------

/** The console menu's entries. */
export type NavIconName = 'dashboard' | 'rides' | 'drivers' | 'riders' | 'pricing' | 'transactions' | 'admins' | 'logout';

const NAV_PATHS: Record<NavIconName, string> = {
  dashboard: 'M4 13h6V4H4v9zm0 7h6v-5H4v5zm10 0h6v-9h-6v9zm0-16v5h6V4h-6z',
  rides: 'M5 11l1.5-4.5A2 2 0 0 1 8.4 5h7.2a2 2 0 0 1 1.9 1.5L19 11v6a1 1 0 0 1-1 1h-1a1 1 0 0 1-1-1v-1H8v1a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-6zm2.5 3a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zm9 0a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM7 10h10l-1-3H8l-1 3z',
  drivers: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8a7 7 0 0 1 14 0H5z',
  riders: 'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zm7.5 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2 20a7 7 0 0 1 14 0H2zm15.5 0a8.6 8.6 0 0 0-2.2-5.6A5.5 5.5 0 0 1 22 20h-4.5z',
  pricing: 'M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8zM7.5 9a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
  transactions: 'M4 7h13l-3-3 1.4-1.4L21.8 9l-6.4 6.4L14 14l3-3H4V7zm16 10H7l3 3-1.4 1.4L2.2 15l6.4-6.4L10 10l-3 3h13v4z',
  admins: 'M12 2 4 5v6c0 5 3.4 9.7 8 11 4.6-1.3 8-6 8-11V5l-8-3zm0 5a3 3 0 1 1 0 6 3 3 0 0 1 0-6zm0 13c-2 0-3.8-1-5-2.6.1-1.7 3.4-2.6 5-2.6s4.9.9 5 2.6C15.8 19 14 20 12 20z',
  logout: 'M10 17l1.4-1.4L8.8 13H20v-2H8.8l2.6-2.6L10 7l-5 5 5 5zM4 3h8v2H4v14h8v2H4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z',
};

/** A console menu icon (filled, 20px). */
export function NavIcon({ name, size = 20 }: { name: NavIconName } & IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
      <path d={NAV_PATHS[name]} />
    </svg>
  );
}
