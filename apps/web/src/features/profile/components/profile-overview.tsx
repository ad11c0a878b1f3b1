import { useTranslation } from 'react-i18next';
import type { Profile } from '@pamoja/contract/users';
import { AvatarPicker } from './avatar-picker';
import { ReferralCode } from './referral-code';
import { displayPhone } from '../../../shared/format/phone';

/** The photo, and what the account holds read-only: the things only support can change. */
export function ProfileOverview({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation();
  const since = new Date(profile.createdAt).toLocaleDateString(i18n.language, {
    dateStyle: 'long',
  });
  return (
    <div className="card mb-4">
      <div className="card-body profile-overview">
        <AvatarPicker profile={profile} />
        <div>
          <h2 className="h5 mb-3">{profile.fullName}</h2>
          <dl className="profile-facts">
            <dt>{t('profile.overview.email')}</dt>
            <dd>{profile.email}</dd>
            <dt>{t('profile.overview.phone')}</dt>
            <dd>{displayPhone(profile.phoneNumber)}</dd>
            <dt>{t('profile.overview.roles')}</dt>
            <dd>{profile.roles.map((role) => t(`roles.${role}`)).join(', ')}</dd>
            <dt>{t('profile.overview.since')}</dt>
            <dd>{since}</dd>
            <dt>{t('profile.referral.label')}</dt>
            <dd>
              <ReferralCode code={profile.referralCode} />
            </dd>
          </dl>
        </div>
      </div>
    </div>
  );
}
