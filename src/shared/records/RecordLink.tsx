import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { tokens } from '../../ui/theme/tokens';
import type { Role } from '../../lib/role';
import { OPEN_PARAM } from './useOpenRecord';

export type ConsoleRole = Role;
export type RecordScreen = 'rides' | 'riders' | 'drivers' | 'transactions';

/** A list screen of the role's console with one record's dialog open, e.g. `/dashboard/lagos/rides?open=…`. */
export function recordPath(role: ConsoleRole, screen: RecordScreen, id: string): string {
  const base = role === 'lagos' ? '/dashboard/lagos' : '/dashboard';
  return `${base}/${screen}?${OPEN_PARAM}=${encodeURIComponent(id)}`;
}

const Anchor = styled(Link)`
  color: ${tokens.color.accentText};
  font-weight: ${tokens.font.weight.medium};
  text-decoration: underline;
  text-underline-offset: 2px;
  overflow-wrap: anywhere;
`;

export interface RecordLinkProps {
  role: ConsoleRole;
  screen: RecordScreen;
  id: string;
  children: ReactNode;
}

/** An in-console link that opens another screen with a record's details dialog open. */
export function RecordLink({ role, screen, id, children }: RecordLinkProps) {
  return <Anchor to={recordPath(role, screen, id)}>{children}</Anchor>;
}
