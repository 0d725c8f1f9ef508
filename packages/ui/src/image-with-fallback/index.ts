export { ImageWithFallback } from './image-with-fallback'
