import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../shared/session/session-store';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';

interface RoleHomeProps {
  title: string;
  children?: ReactNode;
}

/** A role's landing page: who you are, as what, then that role's figures. */
export function RoleHome({ title, children }: RoleHomeProps) {
  const { t } = useTranslation();
  const userData = useSessionStore((state) => state.userData);
  useDocumentTitle(title);
  return (
    <section aria-labelledby="role-home-title">
      <h1 id="role-home-title" className="h3 mb-1">
        {title}
      </h1>
      {userData && (
        <p className="text-body-secondary mb-4">
          {t('roleHome.welcome', { name: userData.firstName, role: t(`roles.${userData.role}`) })}
        </p>
      )}
      {children}
    </section>
  );
}
