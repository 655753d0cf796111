import { ZoomableImage } from '../ZoomableImage';

export function Usage({ licence }: { licence: string | null }) {
  // A thumbnail that opens large; a clear placeholder when the link is missing or broken.
  return <ZoomableImage src={licence} alt="Driver licence" caption="Driver licence" />;
}
