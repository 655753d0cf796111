import { Card } from '../Card';
import { Grid } from '../Layout';

export function Usage() {
  return (
    <Grid minColumnWidth="220px" gap={4}>
      <Card>Total Riders</Card>
      <Card>Verified Riders</Card>
    </Grid>
  );
}
