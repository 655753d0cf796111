import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ErrorPanel } from '../ui/ErrorPanel';
import { tokens } from '../ui/theme';

const Wrap = styled.div`
  min-height: 60vh;
  display: grid;
  place-items: center;
  padding: ${tokens.space[6]};
`;

/** Replaces a raw error screen: a friendly panel with a retry (docs/product.md §8 asks for no raw screen). */
export function RouteError({ error }: { error: unknown }) {
  const navigate = useNavigate();
  const chunkFailed = error instanceof Error && /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message);
  const message = chunkFailed
    ? 'Part of the console could not be downloaded. Check your connection and try again.'
    : 'Something went wrong while showing this page. Your data is safe.';
  if (import.meta.env.DEV) console.error(error);
  return (
    <Wrap>
      <ErrorPanel
        title="This page could not be shown"
        message={message}
        onRetry={() => (chunkFailed ? window.location.reload() : navigate(0))}
      />
    </Wrap>
  );
}
