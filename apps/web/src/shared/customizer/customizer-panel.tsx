import { Offcanvas } from 'react-bootstrap';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RotateCcw } from 'lucide-react';
import {
  CONTENT_WIDTHS,
  FOOTER_TYPES,
  LAYOUTS,
  NAVBAR_COLORS,
  NAVBAR_TYPES,
  SKINS,
  TRANSITIONS,
} from './layout-settings';
import { useLayoutStore } from './layout-store';
import { OptionGroup, SwitchField } from './option-group';

interface CustomizerPanelProps {
  show: boolean;
  onHide: () => void;
}

export function CustomizerPanel({ show, onHide }: CustomizerPanelProps) {
  const { t } = useTranslation();
  const settings = useLayoutStore();
  const { setSetting } = settings;
  const transitionId = useId();
  const labelled = <V extends string>(group: string, values: readonly V[]) =>
    values.map((value) => ({ value, label: t(`customizer.${group}.${value}`) }));

  return (
    <Offcanvas
      show={show}
      onHide={onHide}
      placement={settings.rtl ? 'start' : 'end'}
      className="customizer"
      aria-labelledby="customizer-title"
    >
      <Offcanvas.Header closeButton closeLabel={t('customizer.close')}>
        <div>
          <Offcanvas.Title as="h2" id="customizer-title" className="h5 mb-0">
            {t('customizer.title')}
          </Offcanvas.Title>
          <p className="text-body-secondary small mb-0">{t('customizer.subtitle')}</p>
        </div>
      </Offcanvas.Header>
      <Offcanvas.Body>
        <OptionGroup
          legend={t('customizer.skin.legend')}
          name="skin"
          value={settings.skin}
          options={labelled('skin', SKINS)}
          onChange={(value) => setSetting('skin', value)}
        />
        <OptionGroup
          legend={t('customizer.contentWidth.legend')}
          name="content-width"
          value={settings.contentWidth}
          options={labelled('contentWidth', CONTENT_WIDTHS)}
          onChange={(value) => setSetting('contentWidth', value)}
        />
        <SwitchField
          label={t('customizer.rtl')}
          checked={settings.rtl}
          onChange={(value) => setSetting('rtl', value)}
        />
        <OptionGroup
          legend={t('customizer.layout.legend')}
          name="layout"
          value={settings.layout}
          options={labelled('layout', LAYOUTS)}
          onChange={(value) => setSetting('layout', value)}
        />
        <SwitchField
          label={t('customizer.menuCollapsed')}
          checked={settings.menuCollapsed}
          onChange={(value) => setSetting('menuCollapsed', value)}
        />
        <SwitchField
          label={t('customizer.menuHidden')}
          checked={settings.menuHidden}
          onChange={(value) => setSetting('menuHidden', value)}
        />
        <OptionGroup
          legend={t('customizer.navbarColor.legend')}
          name="navbar-color"
          variant="swatches"
          value={settings.navbarColor}
          options={NAVBAR_COLORS.map((value) => ({
            value,
            label: t(`customizer.navbarColor.${value}`),
            visual: <span className={`swatch-dot swatch-${value}`} aria-hidden="true" />,
          }))}
          onChange={(value) => setSetting('navbarColor', value)}
        />
        <OptionGroup
          legend={t('customizer.navbarType.legend')}
          name="navbar-type"
          value={settings.navbarType}
          options={labelled('navbarType', NAVBAR_TYPES)}
          onChange={(value) => setSetting('navbarType', value)}
        />
        <OptionGroup
          legend={t('customizer.footerType.legend')}
          name="footer-type"
          value={settings.footerType}
          options={labelled('footerType', FOOTER_TYPES)}
          onChange={(value) => setSetting('footerType', value)}
        />
        <div className="customizer-group">
          <label className="customizer-legend" htmlFor={transitionId}>
            {t('customizer.transition.legend')}
          </label>
          <select
            id={transitionId}
            className="form-select form-select-sm"
            value={settings.transition}
            onChange={(event) =>
              setSetting('transition', event.target.value as (typeof TRANSITIONS)[number])
            }
          >
            {TRANSITIONS.map((value) => (
              <option key={value} value={value}>
                {t(`customizer.transition.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm w-100"
          onClick={settings.resetLayout}
        >
          <RotateCcw size={16} aria-hidden="true" /> {t('customizer.reset')}
        </button>
      </Offcanvas.Body>
    </Offcanvas>
  );
}
