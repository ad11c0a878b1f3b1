import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../shared/forms/form-field';
import { SubmitButton } from '../../../shared/forms/submit-button';
import type { AccountSetting } from '../../mock/schemas/account-setting-schema';
import { useFieldError } from '../lib/use-field-error';
import { SOCIAL_NETWORKS, socialSchema } from './settings-schemas';
import type { SocialValues } from './settings-schemas';
import { useSaveSection } from './use-save-section';

const NAMES: Record<(typeof SOCIAL_NETWORKS)[number], string> = {
  twitter: 'Twitter',
  facebook: 'Facebook',
  google: 'Google+',
  linkedIn: 'LinkedIn',
  instagram: 'Instagram',
  quora: 'Quora',
};

/** A link per network, each checked with the shared URL rule. */
export function SocialTab({ values }: { values: AccountSetting['social']['socialLinks'] }) {
  const { t } = useTranslation('demo-content');
  const fieldError = useFieldError();
  const { save, pending } = useSaveSection();
  const { register, handleSubmit, formState } = useForm<SocialValues>({
    resolver: zodResolver(socialSchema),
    defaultValues: values,
  });
  const submit = handleSubmit((links) => save({ section: 'social', values: links }));
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="pt-3">
      <div className="row g-0 column-gap-3">
        {SOCIAL_NETWORKS.map((network) => (
          <div className="col-md-6 col-lg-5" key={network}>
            <TextField
              label={t('settings.socialLink', { network: NAMES[network] })}
              type="url"
              placeholder="https://"
              error={fieldError(formState.errors[network])}
              {...register(network)}
            />
          </div>
        ))}
      </div>
      <SubmitButton pending={pending} pendingLabel={t('settings.saving')}>
        {t('settings.save')}
      </SubmitButton>
    </form>
  );
}
