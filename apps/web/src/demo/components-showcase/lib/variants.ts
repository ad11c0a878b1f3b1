/** The theme's colours, in the order every showcase page shows them. */
export const VARIANTS = [
  'primary',
  'secondary',
  'success',
  'danger',
  'warning',
  'info',
  'dark',
] as const;

export type Variant = (typeof VARIANTS)[number];
