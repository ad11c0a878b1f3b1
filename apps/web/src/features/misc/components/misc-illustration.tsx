import type { LucideIcon } from 'lucide-react';

/**
 * The misc pages' picture, drawn inline (no image asset): a floor, a soft disc and the page's
 * icon in a badge, with two floating shapes. Colours come from misc.scss, so both skins suit it.
 * Decorative: the heading says what happened.
 */
export function MiscIllustration({ icon: Icon }: { icon: LucideIcon }) {
  return (
    <svg className="misc-illustration" viewBox="0 0 320 220" aria-hidden="true" focusable="false">
      <ellipse className="misc-art-floor" cx="160" cy="200" rx="130" ry="14" />
      <circle className="misc-art-soft" cx="160" cy="104" r="84" />
      <circle className="misc-art-accent" cx="262" cy="42" r="10" />
      <rect className="misc-art-soft" x="36" y="132" width="40" height="40" rx="10" />
      <circle className="misc-art-badge" cx="160" cy="104" r="54" />
      <Icon x={124} y={68} size={72} strokeWidth={1.5} className="misc-art-icon" />
    </svg>
  );
}
