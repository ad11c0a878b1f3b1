import type { ReactNode } from 'react';
import '../cards.scss';

export type Tone = 'primary' | 'success' | 'info' | 'warning' | 'danger' | 'secondary';

interface AvatarProps {
  tone: Tone;
  /** Initials or an icon. Decorative: the name or meaning is always said in text beside it. */
  children: ReactNode;
  small?: boolean;
}

/** A soft round badge with initials or an icon, readable on the light and the dark skin. */
export function Avatar({ tone, children, small = false }: AvatarProps) {
  return (
    <span
      className={`demo-avatar bg-${tone}-subtle text-${tone}-emphasis${small ? ' demo-avatar-sm' : ''}`}
      aria-hidden="true"
    >
      {children}
    </span>
  );
}

/** "Ada Lovelace" → "AL". */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

/** People as overlapping avatars, their names in a list for screen readers. */
export function AvatarGroup({ names, label }: { names: readonly string[]; label: string }) {
  const tones: Tone[] = ['primary', 'success', 'info', 'warning', 'danger'];
  return (
    <ul className="demo-avatar-group" aria-label={label}>
      {names.map((name, index) => (
        <li key={name} title={name}>
          <Avatar tone={tones[index % tones.length] ?? 'primary'} small>
            {initialsOf(name)}
          </Avatar>
          <span className="visually-hidden">{name}</span>
        </li>
      ))}
    </ul>
  );
}
