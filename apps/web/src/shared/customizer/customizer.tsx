import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Settings } from 'lucide-react';

const loadPanel = () => import('./customizer-panel');
// The panel (and react-bootstrap's Offcanvas) stays out of the first load until someone asks.
const CustomizerPanel = lazy(() => loadPanel().then((m) => ({ default: m.CustomizerPanel })));

export function Customizer() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);

  return (
    <>
      <button
        type="button"
        className="btn btn-primary customizer-toggle"
        aria-label={t('customizer.open')}
        aria-expanded={open}
        aria-haspopup="dialog"
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <Settings size={20} aria-hidden="true" className="customizer-toggle-icon" />
      </button>
      {requested && (
        <Suspense fallback={null}>
          <CustomizerPanel show={open} onHide={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
