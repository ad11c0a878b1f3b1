import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Bell, KeyRound, MapPin, UserRound, Wallet } from 'lucide-react';
import type { Profile } from '@pamoja/contract/users';
import { QueryStatus } from '../../../shared/ui/query-status';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useProfile } from '../api/get-profile';
import { ProfileForm } from '../components/profile-form';
import { ProfileOverview } from '../components/profile-overview';
import { Tabs, type TabItem } from '../../../shared/ui/tabs';
import '../components/profile-tabs.scss';

// The other tabs load when opened: the first screen stays within its JavaScript budget.
const AddressForm = lazy(async () => ({
  default: (await import('../components/address-form')).AddressForm,
}));
const ChangePinForm = lazy(async () => ({
  default: (await import('../components/change-pin-form')).ChangePinForm,
}));
const PreferencesPanel = lazy(async () => ({
  default: (await import('../components/preferences-panel')).PreferencesPanel,
}));
const PaymentPreferencesPanel = lazy(async () => ({
  default: (await import('../components/payment-preferences-panel')).PaymentPreferencesPanel,
}));

function Card({ children }: { children: ReactNode }) {
  return (
    <div className="card">
      <div className="card-body">
        <Suspense fallback={<span className="spinner-border spinner-border-sm" role="status" />}>
          {children}
        </Suspense>
      </div>
    </div>
  );
}

function useTabs(profile: Profile): TabItem[] {
  const { t } = useTranslation();
  return [
    {
      id: 'details',
      label: t('profile.tabs.details'),
      icon: UserRound,
      render: () => (
        <>
          <ProfileOverview profile={profile} />
          <Card>
            <ProfileForm profile={profile} />
          </Card>
        </>
      ),
    },
    {
      id: 'address',
      label: t('profile.tabs.address'),
      icon: MapPin,
      render: () => (
        <Card>
          <AddressForm address={profile.address} />
        </Card>
      ),
    },
    {
      id: 'security',
      label: t('profile.tabs.security'),
      icon: KeyRound,
      render: () => (
        <Card>
          <ChangePinForm />
        </Card>
      ),
    },
    {
      id: 'preferences',
      label: t('profile.tabs.preferences'),
      icon: Bell,
      render: () => (
        <Card>
          <PreferencesPanel userId={profile.id} />
        </Card>
      ),
    },
    {
      id: 'payments',
      label: t('profile.tabs.payments'),
      icon: Wallet,
      render: () => (
        <Card>
          <PaymentPreferencesPanel userId={profile.id} />
        </Card>
      ),
    },
  ];
}

function ProfileScreen({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tabs = useTabs(profile);
  // The tab is in the URL, so a reload or a shared link opens the same one.
  const active = params.get('tab') ?? 'details';
  return (
    <Tabs
      className="profile-tabs"
      tabs={tabs}
      active={active}
      label={t('profile.tabs.label')}
      onSelect={(id) => setParams(id === 'details' ? {} : { tab: id }, { replace: true })}
    />
  );
}

/** `/profile`: view and edit the profile, address, PIN, preferences and payment preferences. */
export function ProfileRoute() {
  const { t } = useTranslation();
  const query = useProfile();
  useDocumentTitle(t('profile.title'));
  return (
    <section aria-labelledby="profile-title">
      <h1 id="profile-title" className="h3 mb-4">
        {t('profile.title')}
      </h1>
      <QueryStatus query={query}>{(profile) => <ProfileScreen profile={profile} />}</QueryStatus>
    </section>
  );
}
