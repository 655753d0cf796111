export { ZoomableImage, displayableSrc, type ZoomableImageProps } from './ZoomableImage';
