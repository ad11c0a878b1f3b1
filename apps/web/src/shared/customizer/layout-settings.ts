export const LAYOUTS = ['vertical', 'horizontal'] as const;
export const SKINS = ['light', 'bordered', 'dark', 'semi-dark'] as const;
export const CONTENT_WIDTHS = ['boxed', 'full'] as const;
export const NAVBAR_TYPES = ['floating', 'sticky', 'static', 'hidden'] as const;
// No "dark" swatch: it would share the accessible name "Dark" with the dark skin.
export const NAVBAR_COLORS = [
  'white',
  'primary',
  'secondary',
  'success',
  'danger',
  'info',
  'warning',
] as const;
export const FOOTER_TYPES = ['static', 'sticky', 'hidden'] as const;
export const TRANSITIONS = ['fade', 'zoom-fade', 'fade-bottom', 'none'] as const;

export type Layout = (typeof LAYOUTS)[number];
export type Skin = (typeof SKINS)[number];
export type ContentWidth = (typeof CONTENT_WIDTHS)[number];
export type NavbarType = (typeof NAVBAR_TYPES)[number];
export type NavbarColor = (typeof NAVBAR_COLORS)[number];
export type FooterType = (typeof FOOTER_TYPES)[number];
export type Transition = (typeof TRANSITIONS)[number];

export interface LayoutSettings {
  layout: Layout;
  skin: Skin;
  contentWidth: ContentWidth;
  navbarType: NavbarType;
  navbarColor: NavbarColor;
  footerType: FooterType;
  menuCollapsed: boolean;
  menuHidden: boolean;
  rtl: boolean;
  transition: Transition;
}

/** What a first visit sees; the customizer changes and remembers them (docs/web-app.md). */
export const DEFAULT_LAYOUT: LayoutSettings = {
  layout: 'vertical',
  skin: 'light',
  contentWidth: 'boxed',
  navbarType: 'floating',
  navbarColor: 'white',
  footerType: 'static',
  menuCollapsed: false,
  menuHidden: false,
  rtl: false,
  transition: 'fade',
};

const CHOICES: { [K in keyof LayoutSettings]: readonly LayoutSettings[K][] } = {
  layout: LAYOUTS,
  skin: SKINS,
  contentWidth: CONTENT_WIDTHS,
  navbarType: NAVBAR_TYPES,
  navbarColor: NAVBAR_COLORS,
  footerType: FOOTER_TYPES,
  menuCollapsed: [true, false],
  menuHidden: [true, false],
  rtl: [true, false],
  transition: TRANSITIONS,
};

/** Keeps only known values: storage is user-editable and outlives old versions of the app. */
export function sanitizeSettings(stored: unknown): LayoutSettings {
  const result = { ...DEFAULT_LAYOUT };
  if (typeof stored !== 'object' || stored === null) return result;
  const record = stored as Record<string, unknown>;
  for (const key of Object.keys(CHOICES) as (keyof LayoutSettings)[]) {
    const allowed = CHOICES[key] as readonly unknown[];
    if (allowed.includes(record[key])) (result as Record<string, unknown>)[key] = record[key];
  }
  return result;
}
