import {
  Bike,
  GraduationCap,
  HandCoins,
  HeartPulse,
  Package,
  PiggyBank,
  ShieldCheck,
  type LucideIcon,
  type LucideProps,
} from 'lucide-react';

/**
 * The categories' `icon` names (lucide's, chosen by the server) that the app draws; listed one
 * by one because importing lucide whole to look names up would weigh more than the shop itself.
 */
const ICONS: Readonly<Record<string, LucideIcon>> = {
  'heart-pulse': HeartPulse,
  'shield-check': ShieldCheck,
  'piggy-bank': PiggyBank,
  'hand-coins': HandCoins,
  bike: Bike,
  'graduation-cap': GraduationCap,
};

/** A category's picture; a parcel for a name the app does not know yet. */
export function CategoryIcon({ name, ...props }: { name: string | undefined } & LucideProps) {
  const Icon = (name && ICONS[name]) || Package;
  return <Icon aria-hidden="true" {...props} />;
}
