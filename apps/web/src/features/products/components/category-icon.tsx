import {
  Bike,
  GraduationCap,
  HandCoins,
  HeartPulse,
  PiggyBank,
  ShieldCheck,
  Tag,
  type LucideIcon,
} from 'lucide-react';

// The seeded categories name their icon (packages/contract/src/products.ts); a name the web app
// does not know yet gets a plain tag rather than nothing.
const ICONS: Readonly<Record<string, LucideIcon>> = {
  'heart-pulse': HeartPulse,
  'shield-check': ShieldCheck,
  'piggy-bank': PiggyBank,
  'hand-coins': HandCoins,
  bike: Bike,
  'graduation-cap': GraduationCap,
};

export function CategoryIcon({ icon, size = 20 }: { icon: string; size?: number }) {
  const Icon = ICONS[icon] ?? Tag;
  return <Icon size={size} aria-hidden="true" />;
}
