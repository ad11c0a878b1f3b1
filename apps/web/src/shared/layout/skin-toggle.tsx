import { useTranslation } from 'react-i18next';
import { Moon, Sun } from 'lucide-react';
import { useLayoutStore } from '../customizer/layout-store';

/** One-click light/dark; the customizer offers the other skins. */
export function SkinToggle() {
  const { t } = useTranslation();
  const skin = useLayoutStore((state) => state.skin);
  const setSetting = useLayoutStore((state) => state.setSetting);
  const dark = skin === 'dark';
  return (
    <button
      type="button"
      className="btn btn-icon"
      aria-label={dark ? t('navbar.lightSkin') : t('navbar.darkSkin')}
      onClick={() => setSetting('skin', dark ? 'light' : 'dark')}
    >
      {dark ? <Sun size={20} aria-hidden="true" /> : <Moon size={20} aria-hidden="true" />}
    </button>
  );
}
