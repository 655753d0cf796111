import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../theme/tokens';
import { ErrorPanel } from '../ErrorPanel';
import { Spinner } from '../Spinner';

export type MapFrameStatus = 'loading' | 'ready' | 'error';

export interface MapFrameProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'title'> {
  /** `loading`: the map mounts underneath a loading veil; `ready`: the map alone; `error`: an error panel replaces the map. */
  status: MapFrameStatus;
  /** Accessible name of the map region, e.g. "Route from Ikeja to Victoria Island". */
  label: string;
  /** CSS height; fills its container by default (a dialog body of fixed height). */
  height?: number | string;
  /** Text under the spinner while loading. */
  loadingText?: string;
  /** Headline of the error panel. */
  errorTitle?: ReactNode;
  /** What went wrong and what to do, in plain words. */
  errorMessage?: ReactNode;
  /** Shows a retry button on the error panel. */
  onRetry?: () => void;
  /** A short message laid over the top of a ready map (e.g. "No driving route found"), announced politely. */
  notice?: ReactNode;
  /** The map itself (any map library's element). Not rendered in the `error` state. */
  children?: ReactNode;
}

const Root = styled.div`
  position: relative;
  display: flex;
  width: 100%;
  height: 100%;
  min-height: 240px;
  overflow: hidden;
  background: ${tokens.color.surfaceMuted};
  color: ${tokens.color.text};

  &[data-status='error'] {
    align-items: center;
    justify-content: center;
    padding: ${tokens.space[4]};
    background: ${tokens.color.bg};
  }
`;

const Canvas = styled.div`
  flex: 1;
  min-width: 0;
  /* Map libraries size themselves to their container. */
  & > * { width: 100%; height: 100%; }
`;

const Veil = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${tokens.space[3]};
  background:
    repeating-linear-gradient(0deg, transparent 0 47px, ${tokens.color.border} 47px 48px),
    repeating-linear-gradient(90deg, transparent 0 47px, ${tokens.color.border} 47px 48px),
    ${tokens.color.surfaceMuted};
  color: ${tokens.color.accentText};
  font-size: ${tokens.font.size.sm};

  & > p {
    margin: 0;
    padding: ${tokens.space[1]} ${tokens.space[3]};
    border-radius: ${tokens.radius.pill};
    background: ${tokens.color.surface};
    color: ${tokens.color.text};
    box-shadow: ${tokens.shadow.sm};
  }
`;

const Notice = styled.p`
  position: absolute;
  top: ${tokens.space[3]};
  left: 50%;
  transform: translateX(-50%);
  max-width: calc(100% - 2 * ${tokens.space[4]});
  margin: 0;
  padding: ${tokens.space[2]} ${tokens.space[4]};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
  font-size: ${tokens.font.size.sm};
  box-shadow: ${tokens.shadow.md};
  text-align: center;
`;

/**
 * A themed frame for an interactive map: fills its container, shows a loading veil while the map
 * library starts, an error panel in place of the map when it cannot load (refused key, blocked
 * script, bad data), and an optional notice over a ready map. Knows nothing of any map provider.
 */
export function MapFrame({
  status,
  label,
  height,
  loadingText = 'Loading map…',
  errorTitle = 'Map unavailable',
  errorMessage,
  onRetry,
  notice,
  children,
  style,
  ...rest
}: MapFrameProps) {
  const sized = height === undefined ? style : { ...style, height: typeof height === 'number' ? `${height}px` : height };
  return (
    <Root
      role="region"
      aria-label={label}
      aria-busy={status === 'loading' || undefined}
      data-status={status}
      style={sized}
      {...rest}
    >
      {status === 'error' ? (
        <ErrorPanel size="compact" headingLevel={3} title={errorTitle} message={errorMessage} onRetry={onRetry} />
      ) : (
        <>
          <Canvas>{children}</Canvas>
          {status === 'loading' && (
            <Veil>
              <Spinner size={24} />
              <p role="status">{loadingText}</p>
            </Veil>
          )}
          {status === 'ready' && notice ? <Notice role="status">{notice}</Notice> : null}
        </>
      )}
    </Root>
  );
}
