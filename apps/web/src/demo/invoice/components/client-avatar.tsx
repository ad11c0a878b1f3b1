import '../invoice.scss';
import type { Tone } from '../lib/invoice-status';

const TONES: Tone[] = ['primary', 'success', 'info', 'warning', 'danger', 'secondary'];

/** "Ada Lovelace" → "AL". */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

/** The client's picture, or their initials on a tint chosen by the name. Decorative: the name is beside it. */
export function ClientAvatar({ name, src }: { name: string; src: string }) {
  const tone = TONES[[...name].reduce((sum, char) => sum + char.charCodeAt(0), 0) % TONES.length];
  return (
    <span className={`invoice-avatar bg-${tone}-subtle text-${tone}-emphasis`} aria-hidden="true">
      {src ? <img src={src} alt="" width={32} height={32} /> : initialsOf(name)}
    </span>
  );
}
