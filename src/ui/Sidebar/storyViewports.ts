/**
 * Story viewports at the console's three layouts (docs/product.md §9 breakpoints). Used as
 * `parameters: { viewport: { options: consoleViewports } }, globals: { viewport: { value: 'phone' } }`;
 * the story test runner resizes the browser to them, so media queries really apply.
 */
export const consoleViewports = {
  phone: { name: 'Phone (390px)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  tablet: { name: 'Tablet (860px)', styles: { width: '860px', height: '900px' }, type: 'tablet' },
  desktop: { name: 'Desktop (1366px)', styles: { width: '1366px', height: '900px' }, type: 'desktop' },
} as const;

export type ConsoleViewport = keyof typeof consoleViewports;

/** `parameters` + `globals` for a story shown at one of the console viewports. */
export function atViewport(value: ConsoleViewport) {
  return {
    parameters: { viewport: { options: consoleViewports } },
    globals: { viewport: { value, isRotated: false } },
  };
}
