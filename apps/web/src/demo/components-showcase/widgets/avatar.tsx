import type { LucideIcon } from 'lucide-react';
import type { Variant } from '../lib/variants';
import './avatar.scss';

interface AvatarProps {
  /** The person's name: read to screen readers, its initials drawn. */
  name: string;
  variant?: Variant;
  /** The soft tint of the colour instead of the solid one. */
  light?: boolean;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  icon?: LucideIcon;
  /** Read after the name ("online"); drawn as a dot. */
  status?: { kind: 'online' | 'offline' | 'away' | 'busy'; label: string };
}

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');

/** A round avatar with a person's initials (or an icon), in a theme colour. */
export function Avatar({
  name,
  variant = 'primary',
  light,
  size = 'md',
  icon: Icon,
  status,
}: AvatarProps) {
  const colour = light ? `bg-${variant}-subtle text-${variant}-emphasis` : `text-bg-${variant}`;
  return (
    <span
      className={`avatar avatar-${size} ${colour}`}
      role="img"
      aria-label={status ? `${name}, ${status.label}` : name}
    >
      {Icon ? <Icon aria-hidden="true" /> : <span aria-hidden="true">{initialsOf(name)}</span>}
      {status && (
        <span className={`avatar-status avatar-status-${status.kind}`} aria-hidden="true" />
      )}
    </span>
  );
}
