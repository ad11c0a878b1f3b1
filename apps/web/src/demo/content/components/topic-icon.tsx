import {
  Box,
  Command,
  CreditCard,
  Hash,
  HelpCircle,
  Lock,
  Package,
  RefreshCw,
  Settings,
  ShoppingBag,
  ShoppingCart,
  Users,
  Video,
  Watch,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';

// The mock names its icons the way the template did; these are the ones its content pages use.
const ICONS: Record<string, LucideIcon> = {
  Box,
  Command,
  CreditCard,
  Hash,
  Lock,
  Package,
  RefreshCw,
  Settings,
  ShoppingBag,
  ShoppingCart,
  Users,
  Video,
  Watch,
};

export function topicIcon(name: string): LucideIcon {
  return ICONS[name] ?? HelpCircle;
}
