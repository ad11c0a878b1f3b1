/** The Bootstrap colours a chart may draw with, by their CSS variable's name. */
export type ChartColour = 'primary' | 'success' | 'info' | 'warning' | 'danger' | 'secondary';

export interface ChartPalette {
  series: Record<ChartColour, string>;
  text: string;
  grid: string;
}

const COLOURS: readonly ChartColour[] = [
  'primary',
  'success',
  'info',
  'warning',
  'danger',
  'secondary',
];

/**
 * Read when the chart is drawn, not once: the dark skin changes the variables on <html>, and a
 * canvas cannot follow CSS by itself. An unset variable (tests, an old browser) falls back to
 * the text colour the canvas would use anyway.
 */
export function readPalette(root: HTMLElement = document.documentElement): ChartPalette {
  const style = getComputedStyle(root);
  const read = (name: string, fallback: string) =>
    style.getPropertyValue(`--bs-${name}`).trim() || fallback;
  const text = read('body-color', 'CanvasText');
  // The plain theme colours are too dark to read on the dark skin's surfaces; Bootstrap's
  // "text emphasis" variants are their light tints there.
  const dark = root.getAttribute('data-bs-theme') === 'dark';
  const colour = (name: ChartColour) =>
    dark ? read(`${name}-text-emphasis`, read(name, text)) : read(name, text);
  return {
    series: Object.fromEntries(COLOURS.map((name) => [name, colour(name)])) as Record<
      ChartColour,
      string
    >,
    text: read('secondary-color', text),
    grid: read('border-color', 'GrayText'),
  };
}
