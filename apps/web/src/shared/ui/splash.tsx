import { Logo } from './logo';

/**
 * The same markup as the splash in index.html, so the hand-over from HTML to React is seamless.
 * Plain English label: it shows before any translation has loaded.
 */
export function Splash() {
  return (
    <div className="app-splash" role="status" aria-label="Loading Pamoja" data-testid="splash">
      <Logo size={56} />
      <div className="app-splash-dots" aria-hidden="true">
        <span />
        <span />
        <span />
      </div>
    </div>
  );
}
