import type { Tone } from '../lib/user-options';
import '../users.scss';

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

interface UserAvatarProps {
  name: string;
  src: string;
  large?: boolean;
}

/** A picture, or initials on a tint chosen by the name. Decorative: the name is always beside it. */
export function UserAvatar({ name, src, large = false }: UserAvatarProps) {
  const tone = TONES[[...name].reduce((sum, char) => sum + char.charCodeAt(0), 0) % TONES.length];
  const size = large ? 96 : 32;
  return (
    <span
      className={`user-avatar ${large ? 'user-avatar-lg' : ''} bg-${tone}-subtle text-${tone}-emphasis`}
      aria-hidden="true"
    >
      {src ? <img src={src} alt="" width={size} height={size} /> : initialsOf(name)}
    </span>
  );
}
