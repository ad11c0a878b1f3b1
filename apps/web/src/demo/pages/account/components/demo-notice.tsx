import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import { Info } from 'lucide-react';

/** Says on every demo account page that these are not the product's sign-in (docs/demo-mock.md, "Demo pages on the demo auth"). */
export function DemoNotice() {
  return (
    <div className="alert alert-info d-flex gap-2 align-items-start demo-notice" role="note">
      <Info size={18} className="flex-shrink-0 mt-1" aria-hidden="true" />
      <p className="mb-0">
        <Trans
          i18nKey="demo.account.notice"
          components={{ login: <Link to="/login" className="alert-link" /> }}
        />
      </p>
    </div>
  );
}
