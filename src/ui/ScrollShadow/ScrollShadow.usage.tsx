import { ScrollShadow } from '../ScrollShadow';

export function Usage() {
  return (
    <ScrollShadow style={{ overflowX: 'auto' }}>
      <table>
        <tbody>
          <tr><td>A table wider than its frame shows a shadow on the side that hides more.</td></tr>
        </tbody>
      </table>
    </ScrollShadow>
  );
}
