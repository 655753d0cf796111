/** Small line icons of the public site, drawn on a 24px grid; decorative (aria-hidden). */
import type { ReactNode } from 'react';

export type SocialNetwork = 'facebook' | 'instagram' | 'x' | 'linkedin' | 'youtube';
export type StorePlatform = 'android' | 'ios';

function Svg({ children, size = 20, fill = 'none' }: { children: ReactNode; size?: number; fill?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={fill}
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export function MenuIcon() {
  return (
    <Svg>
      <path d="M4 7h16M4 12h16M4 17h16" />
    </Svg>
  );
}

export function CloseIcon() {
  return (
    <Svg>
      <path d="M6 6l12 12M18 6L6 18" />
    </Svg>
  );
}

export function CheckIcon({ size = 18 }: { size?: number }) {
  return (
    <Svg size={size}>
      <path d="M5 12.5l4.2 4.2L19 7" />
    </Svg>
  );
}

export function ArrowIcon({ size = 18 }: { size?: number }) {
  return (
    <Svg size={size}>
      <path d="M5 12h14M13 6l6 6-6 6" />
    </Svg>
  );
}

export function SocialIcon({ network }: { network: SocialNetwork }) {
  switch (network) {
    case 'facebook':
      return (
        <Svg>
          <path d="M15.5 3.5H13a4 4 0 0 0-4 4v3H6.5v3.5H9v6.5h3.5V14H15l.6-3.5h-3.1V8a1 1 0 0 1 1-1h2z" />
        </Svg>
      );
    case 'instagram':
      return (
        <Svg>
          <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
          <circle cx="12" cy="12" r="3.8" />
          <path d="M17.2 6.8h.01" strokeWidth="2.6" />
        </Svg>
      );
    case 'x':
      return (
        <Svg>
          <path d="M4.5 4h4.2l10.8 16h-4.2zM19.2 4l-6.1 7M10.8 13.2L4.8 20" />
        </Svg>
      );
    case 'linkedin':
      return (
        <Svg>
          <rect x="3.5" y="3.5" width="17" height="17" rx="3" />
          <path d="M8 10.5V17M8 7.4v.01M11.8 17v-6.5M11.8 13.2a2.6 2.6 0 0 1 5.2 0V17" />
        </Svg>
      );
    case 'youtube':
      return (
        <Svg>
          <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
          <path d="M10.3 9.3v5.4l4.6-2.7z" />
        </Svg>
      );
  }
}

export function StoreIcon({ platform, size = 26 }: { platform: StorePlatform; size?: number }) {
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
