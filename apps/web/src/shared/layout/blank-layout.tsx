import { Outlet } from 'react-router';
import { LanguageSwitcher } from '../i18n/language-switcher';
import { RouteTransition } from './route-transition';
import { SkinToggle } from './skin-toggle';
import { MAIN_CONTENT_ID } from './skip-link';

/** Login and misc pages: no menu, no navbar; language and skin stay reachable. */
export function BlankLayout() {
  return (
    <div className="layout layout-blank">
      <div className="layout-blank-toolbar">
        <LanguageSwitcher />
        <SkinToggle />
      </div>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="layout-blank-content">
        <RouteTransition>
          <Outlet />
        </RouteTransition>
      </main>
    </div>
  );
}
