import { KeyRound, LockKeyhole, LogIn, MailCheck, Rocket, Smartphone } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';

export type AccountKind = 'login' | 'register' | 'forgot' | 'reset' | 'verify' | 'two-steps';

const ICONS: Record<AccountKind, LucideIcon> = {
  login: LogIn,
  register: Rocket,
  forgot: LockKeyhole,
  reset: KeyRound,
  verify: MailCheck,
  'two-steps': Smartphone,
};

/**
 * The cover pages' picture, drawn inline (a few hundred bytes, no image asset): a floor, a card
 * holding the page's icon and a few floating shapes. Colours come from CSS (account-pages.scss),
 * so the light and dark skins both suit it. Decorative: the heading says what the page is.
 */
export function AccountIllustration({ kind }: { kind: AccountKind }) {
  const Icon = ICONS[kind];
  return (
    <svg
      className="account-illustration"
      viewBox="0 0 400 320"
      aria-hidden="true"
      focusable="false"
    >
      <ellipse className="art-floor" cx="200" cy="286" rx="170" ry="18" />
      <circle className="art-soft" cx="88" cy="84" r="46" />
      <circle className="art-accent" cx="330" cy="70" r="14" />
      <rect className="art-soft" x="300" y="200" width="54" height="54" rx="12" />
      <rect className="art-card" x="110" y="60" width="180" height="220" rx="18" />
      <rect className="art-line" x="140" y="218" width="120" height="10" rx="5" />
      <rect className="art-line" x="160" y="240" width="80" height="10" rx="5" />
      <circle className="art-badge" cx="200" cy="140" r="52" />
      <Icon x={164} y={104} size={72} className="art-icon" strokeWidth={1.6} />
    </svg>
  );
}
