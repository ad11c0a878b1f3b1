import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../shared/forms/submit-button';
import type { AccountSetting } from '../../mock/schemas/account-setting-schema';
import { useSaveSection } from './use-save-section';

type Toggles = AccountSetting['notification'];
const ACTIVITY = ['commentOnArticle', 'answerOnForm', 'followMe'] as const;
const APPLICATION = ['newAnnouncements', 'productUpdates', 'blogDigest'] as const;

/** A switch per kind of e-mail, in two groups. */
export function NotificationsTab({ values }: { values: Toggles }) {
  const { t } = useTranslation('demo-content');
  const { save, pending } = useSaveSection();
  const { register, handleSubmit } = useForm<Toggles>({ defaultValues: values });
  const submit = handleSubmit((notification) =>
    save({ section: 'notification', values: notification }),
  );
  const group = (title: string, keys: readonly (keyof Toggles)[]) => (
    <fieldset className="mb-3">
      <legend className="fs-6 fw-semibold">{title}</legend>
      {keys.map((key) => (
        <div className="form-check form-switch mb-2" key={key}>
          <input
            id={`notify-${key}`}
            type="checkbox"
            role="switch"
            className="form-check-input"
            {...register(key)}
          />
          <label className="form-check-label" htmlFor={`notify-${key}`}>
            {t(`settings.notify.${key}`)}
          </label>
        </div>
      ))}
    </fieldset>
  );
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="pt-3">
      {group(t('settings.activity'), ACTIVITY)}
      {group(t('settings.application'), APPLICATION)}
      <SubmitButton pending={pending} pendingLabel={t('settings.saving')}>
        {t('settings.save')}
      </SubmitButton>
    </form>
  );
}
