import { useId } from 'react';
import { Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ShowcaseCard } from '../components/showcase-card';
import { ShowcasePage } from '../components/showcase-page';
import './choices.scss';

const COLOURS = ['primary', 'secondary', 'success', 'danger', 'warning', 'info'] as const;
type Kind = 'checkbox' | 'radio' | 'switch';

function Choice({
  kind,
  label,
  colour,
  checked,
  disabled,
  name,
}: {
  kind: Kind;
  label: string;
  colour?: string;
  checked?: boolean;
  disabled?: boolean;
  name: string;
}) {
  const id = useId();
  return (
    <div
      className={`form-check ${kind === 'switch' ? 'form-switch' : ''} ${colour ? `form-check-${colour}` : ''}`}
    >
      <input
        id={id}
        className="form-check-input"
        type={kind === 'radio' ? 'radio' : 'checkbox'}
        role={kind === 'switch' ? 'switch' : undefined}
        name={kind === 'radio' ? name : undefined}
        defaultChecked={checked}
        disabled={disabled}
      />
      <label className="form-check-label" htmlFor={id}>
        {label}
      </label>
    </div>
  );
}

function ChoicePage({ kind }: { kind: Kind }) {
  const { t } = useTranslation('demo-forms');
  const name = useId();
  return (
    <ShowcasePage title={t(`choices.${kind}.title`)} lead={t(`choices.${kind}.lead`)}>
      <ShowcaseCard title={t('choices.basic')}>
        <fieldset>
          <legend className="visually-hidden">{t('choices.basic')}</legend>
          <Choice kind={kind} name={`${name}-basic`} label={t('choices.checked')} checked />
          <Choice kind={kind} name={`${name}-basic`} label={t('choices.unchecked')} />
          <Choice
            kind={kind}
            name={`${name}-off`}
            label={t('choices.disabledChecked')}
            checked
            disabled
          />
          <Choice kind={kind} name={`${name}-off`} label={t('choices.disabled')} disabled />
        </fieldset>
      </ShowcaseCard>
      <ShowcaseCard title={t('choices.colours')}>
        <fieldset className="d-flex flex-wrap gap-3">
          <legend className="visually-hidden">{t('choices.colours')}</legend>
          {COLOURS.map((colour) => (
            <Choice
              key={colour}
              kind={kind}
              name={`${name}-colour`}
              colour={colour}
              label={t(`choices.colour.${colour}`)}
              checked={kind !== 'radio' || colour === 'primary'}
            />
          ))}
        </fieldset>
      </ShowcaseCard>
      {kind === 'switch' && (
        <ShowcaseCard title={t('choices.icons')}>
          <div className="d-flex align-items-center gap-2">
            <Sun size={16} aria-hidden="true" />
            <Choice kind="switch" name={`${name}-icon`} label={t('choices.nightMode')} />
            <Moon size={16} aria-hidden="true" />
          </div>
        </ShowcaseCard>
      )}
      {kind === 'checkbox' && (
        <ShowcaseCard title={t('choices.inline')}>
          <fieldset>
            <legend className="form-label fs-6">{t('choices.interests')}</legend>
            {(['savings', 'loans', 'insurance'] as const).map((one) => (
              <div key={one} className="form-check form-check-inline">
                <input id={`${name}-${one}`} className="form-check-input" type="checkbox" />
                <label className="form-check-label" htmlFor={`${name}-${one}`}>
                  {t(`choices.${one}`)}
                </label>
              </div>
            ))}
          </fieldset>
        </ShowcaseCard>
      )}
    </ShowcasePage>
  );
}

export const CheckboxRoute = () => <ChoicePage kind="checkbox" />;
export const RadioRoute = () => <ChoicePage kind="radio" />;
export const SwitchRoute = () => <ChoicePage kind="switch" />;
