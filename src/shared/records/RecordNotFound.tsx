import styled from 'styled-components';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';

const Id = styled.code`
  overflow-wrap: anywhere;
`;

export interface RecordNotFoundProps {
  /** The id from the link; shown as text. */
  id: string;
  /** What the list holds, singular: "ride", "rider", "driver", "transaction". */
  kind: string;
  onClose: () => void;
}

/** What a link to one record shows when the loaded list has no record with its id. */
export function RecordNotFound({ id, kind, onClose }: RecordNotFoundProps) {
  const title = `${kind.charAt(0).toUpperCase()}${kind.slice(1)} not found`;
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      size="sm"
      footer={
        <Button variant="primary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <p style={{ margin: 0 }}>
        No {kind} with the id <Id>{id}</Id> is in this list. It may have been removed, or the link may be incomplete.
      </p>
    </Dialog>
  );
}
