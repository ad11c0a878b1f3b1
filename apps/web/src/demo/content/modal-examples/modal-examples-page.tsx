import { CreditCard, Gift, Layers, MapPin, Share2, ShieldCheck, Tag, UserPen } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useState } from 'react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { AddCardModal, AddressModal, EditUserModal, ReferModal } from './form-modals';
import type { ModalProps } from './form-modals';
import { PricingModal } from './pricing-modal';
import { ShareModal } from './share-modal';
import { CreateAppModal, TwoFactorModal } from './wizard-modals';

const EXAMPLES: ReadonlyArray<[string, LucideIcon, ComponentType<ModalProps>]> = [
  ['share', Share2, ShareModal],
  ['createApp', Layers, CreateAppModal],
  ['addCard', CreditCard, AddCardModal],
  ['pricing', Tag, PricingModal],
  ['refer', Gift, ReferModal],
  ['editUser', UserPen, EditUserModal],
  ['twoFactor', ShieldCheck, TwoFactorModal],
  ['address', MapPin, AddressModal],
];

/** `/pages/modal-examples`: every ready-made dialog, each opened from its card. */
export function ModalExamplesRoute() {
  const { t } = useTranslation('demo-content');
  useDocumentTitle(t('modals.pageTitle'));
  const [open, setOpen] = useState('');
  return (
    <div>
      <h1 className="h3">{t('modals.pageTitle')}</h1>
      <p className="text-body-secondary">{t('modals.intro')}</p>
      <ul className="row g-4 list-unstyled">
        {EXAMPLES.map(([key, Icon, Dialog]) => (
          <li className="col-sm-6 col-lg-3" key={key}>
            <section className="card h-100 text-center" aria-labelledby={`modal-${key}`}>
              <div className="card-body d-flex flex-column align-items-center">
                <Icon size={32} className="text-primary mb-2" aria-hidden="true" />
                <h2 id={`modal-${key}`} className="h5">
                  {t(`modals.${key}.title`)}
                </h2>
                <p className="small text-body-secondary flex-grow-1">{t(`modals.${key}.card`)}</p>
                <button
                  type="button"
                  className="btn btn-primary"
                  aria-describedby={`modal-${key}`}
                  onClick={() => setOpen(key)}
                >
                  {t('modals.show')}
                </button>
              </div>
            </section>
            <Dialog show={open === key} onClose={() => setOpen('')} />
          </li>
        ))}
      </ul>
    </div>
  );
}
