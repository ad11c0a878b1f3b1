export type Rgb = readonly [number, number, number];

/** `#0f766e` or `#fff` as numbers; null for anything else (a colour the browser did not give). */
export function parseHex(value: string): Rgb | null {
  const hex = value.trim().replace(/^#/, '');
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) return null;
  return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16)) as unknown as Rgb;
}

export const toHex = (rgb: Rgb) =>
  `#${rgb.map((part) => Math.round(part).toString(16).padStart(2, '0')).join('')}`;

const mix = (a: Rgb, b: Rgb, weightOfB: number): Rgb =>
  a.map((part, index) => part + (b[index]! - part) * weightOfB) as unknown as Rgb;

/** Bootstrap's nine steps: 100–400 mix in white, 500 is the colour, 600–900 mix in black. */
export const LEVELS = [100, 200, 300, 400, 500, 600, 700, 800, 900] as const;

export function shadeOf(base: Rgb, level: (typeof LEVELS)[number]): Rgb {
  if (level < 500) return mix(base, [255, 255, 255], (500 - level) / 500);
  return mix(base, [0, 0, 0], (level - 500) / 500);
}

function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((part) => {
    const channel = part / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Black or white, whichever reads better on `background` (WCAG contrast). */
export function textOn(background: Rgb): '#000000' | '#ffffff' {
  const light = luminance(background);
  return (light + 0.05) / 0.05 >= 1.05 / (light + 0.05) ? '#000000' : '#ffffff';
}
