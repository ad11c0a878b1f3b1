import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { ExampleForm } from './example-form';
import { ModalField } from './modal-field';

export interface ModalProps {
  show: boolean;
  onClose: () => void;
}

export function AddCardModal({ show, onClose }: ModalProps) {
  const { t } = useTranslation('demo-content');
  return (
    <FormDialog show={show} title={t('modals.addCard.title')} onHide={onClose}>
      <p className="text-body-secondary">{t('modals.addCard.intro')}</p>
      <ExampleForm
        done={t('modals.addCard.done')}
        submitLabel={t('modals.addCard.submit')}
        onClose={onClose}
      >
        <ModalField
          label={t('modals.addCard.number')}
          inputMode="numeric"
          autoComplete="cc-number"
          pattern="[\d ]{12,23}"
          required
        />
        <ModalField label={t('modals.addCard.name')} autoComplete="cc-name" required />
        <div className="row g-0 column-gap-3">
          <ModalField
            className="col mb-3"
            label={t('modals.addCard.expiry')}
            placeholder="MM/YY"
            autoComplete="cc-exp"
            pattern="(0[1-9]|1[0-2])/\d{2}"
            required
          />
          <ModalField
            className="col mb-3"
            label={t('modals.addCard.cvv')}
            inputMode="numeric"
            autoComplete="cc-csc"
            pattern="\d{3,4}"
            required
          />
        </div>
      </ExampleForm>
    </FormDialog>
  );
}

export function EditUserModal({ show, onClose }: ModalProps) {
  const { t } = useTranslation('demo-content');
  return (
    <FormDialog show={show} title={t('modals.editUser.title')} onHide={onClose}>
      <p className="text-body-secondary">{t('modals.editUser.intro')}</p>
      <ExampleForm
        done={t('modals.editUser.done')}
        submitLabel={t('modals.save')}
        onClose={onClose}
      >
        <div className="row g-0 column-gap-3">
          <ModalField
            className="col-sm mb-3"
            label={t('modals.editUser.firstName')}
            defaultValue="John"
            required
          />
          <ModalField
            className="col-sm mb-3"
            label={t('modals.editUser.lastName')}
            defaultValue="Doe"
            required
          />
        </div>
        <ModalField label={t('modals.editUser.username')} defaultValue="johndoe" required />
        <ModalField
          label={t('modals.editUser.email')}
          type="email"
          defaultValue="admin@demo.com"
          required
        />
        <ModalField label={t('modals.editUser.phone')} type="tel" defaultValue="+254 700 000 000" />
      </ExampleForm>
    </FormDialog>
  );
}

export function AddressModal({ show, onClose }: ModalProps) {
  const { t } = useTranslation('demo-content');
  return (
    <FormDialog show={show} title={t('modals.address.title')} onHide={onClose}>
      <p className="text-body-secondary">{t('modals.address.intro')}</p>
      <ExampleForm done={t('modals.address.done')} submitLabel={t('modals.save')} onClose={onClose}>
        <ModalField label={t('modals.address.name')} autoComplete="name" required />
        <ModalField label={t('modals.address.line')} autoComplete="address-line1" required />
        <div className="row g-0 column-gap-3">
          <ModalField
            className="col-sm mb-3"
            label={t('modals.address.city')}
            autoComplete="address-level2"
            required
          />
          <ModalField
            className="col-sm mb-3"
            label={t('modals.address.country')}
            autoComplete="country-name"
            defaultValue="Kenya"
            required
          />
        </div>
        <div className="form-check form-switch mb-3">
          <input
            id="address-billing"
            type="checkbox"
            role="switch"
            className="form-check-input"
            defaultChecked
          />
          <label htmlFor="address-billing" className="form-check-label">
            {t('modals.address.billing')}
          </label>
        </div>
      </ExampleForm>
    </FormDialog>
  );
}

export function ReferModal({ show, onClose }: ModalProps) {
  const { t } = useTranslation('demo-content');
  return (
    <FormDialog show={show} title={t('modals.refer.title')} onHide={onClose}>
      <ol className="mb-3">
        <li>{t('modals.refer.step1')}</li>
        <li>{t('modals.refer.step2')}</li>
        <li>{t('modals.refer.step3')}</li>
      </ol>
      <ExampleForm
        done={t('modals.refer.done')}
        submitLabel={t('modals.refer.submit')}
        onClose={onClose}
      >
        <ModalField label={t('modals.refer.email')} type="email" required />
        <ModalField
          label={t('modals.refer.link')}
          readOnly
          value="https://pamoja.example/ref/johndoe"
        />
      </ExampleForm>
    </FormDialog>
  );
}
