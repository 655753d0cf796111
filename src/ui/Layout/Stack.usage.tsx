import { Stack } from '../Layout';

export function Usage() {
  return (
    <Stack gap={6}>
      <section>Cards</section>
      <section>Table</section>
    </Stack>
  );
}
