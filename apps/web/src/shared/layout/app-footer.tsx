import { useTranslation } from 'react-i18next';
import { useLayoutStore } from '../customizer/layout-store';

export function AppFooter() {
  const { t } = useTranslation();
  const footerType = useLayoutStore((state) => state.footerType);
  if (footerType === 'hidden') return null;
  return (
    <footer className={`layout-footer footer-${footerType}`}>
      <span>{t('footer.copyright', { year: new Date().getFullYear() })}</span>
      <span className="text-body-secondary">{t('footer.tagline')}</span>
    </footer>
  );
}
