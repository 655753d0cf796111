export { ScrollShadow, type ScrollShadowProps } from './ScrollShadow';
export { useScrollEdges, scrollEdges, type ScrollEdges } from './useScrollEdges';
