import { useState } from 'react';
import type { ReactNode } from 'react';
import { Modal } from '../../../shared/ui/modal';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../../shared/ui/query-status';
import { useDeleteBeneficiary } from '../api/delete-beneficiary';
import { useBeneficiaries } from '../api/list-beneficiaries';
import type { BeneficiaryResource } from '../api/resources';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';

export interface BeneficiaryView {
  name: string;
  detail: string;
  /** A status beside the name (e.g. verified). */
  badge?: ReactNode;
  /** More buttons before edit and delete (e.g. verify). */
  actions?: ReactNode;
}

export interface FormProps<Item> {
  /** Null to add a new one. */
  item: Item | null;
  onDone: (saved: Item | null) => void;
  onCancel: () => void;
}

interface BeneficiaryPanelProps<Item extends { id: string }> {
  resource: BeneficiaryResource<Item>;
  /** i18n keys below wallet.beneficiaries.<kind> */
  kind: 'bank' | 'pesalink' | 'wallets';
  describe: (item: Item) => BeneficiaryView;
  Form: (props: FormProps<Item>) => ReactNode;
  /** After a new one is saved (mobile wallets then ask for the code). */
  onAdded?: (item: Item) => void;
}

type Editing<Item> = { item: Item | null } | null;

/** A list of one kind of beneficiary with add, edit and delete (after a confirmation). */
export function BeneficiaryPanel<Item extends { id: string }>({
  resource,
  kind,
  describe,
  Form,
  onAdded,
}: BeneficiaryPanelProps<Item>) {
  const { t } = useTranslation();
  const query = useBeneficiaries(resource);
  const remove = useDeleteBeneficiary(resource);
  const [editing, setEditing] = useState<Editing<Item>>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const close = () => setEditing(null);

  return (
    <section className="card" aria-labelledby={`${kind}-heading`}>
      <div className="card-body">
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
          <div>
            <h2 id={`${kind}-heading`} className="h5 mb-1">
              {t(`wallet.beneficiaries.${kind}.title`)}
            </h2>
            <p className="text-body-secondary mb-0">{t(`wallet.beneficiaries.${kind}.intro`)}</p>
          </div>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => setEditing({ item: null })}
          >
            <Plus size={16} aria-hidden="true" /> {t(`wallet.beneficiaries.${kind}.add`)}
          </button>
        </div>
        <QueryStatus query={query}>
          {({ items }) =>
            items.length === 0 ? (
              <div className="beneficiary-empty text-center text-body-secondary py-4" role="status">
                {t(`wallet.beneficiaries.${kind}.empty`)}
              </div>
            ) : (
              <ul className="list-group" aria-label={t(`wallet.beneficiaries.${kind}.title`)}>
                {items.map((item) => {
                  const view = describe(item);
                  return (
                    <li
                      key={item.id}
                      className="list-group-item d-flex flex-wrap align-items-center gap-2"
                    >
                      <div className="me-auto">
                        <div className="fw-semibold">
                          {view.name} {view.badge}
                        </div>
                        <div className="small text-body-secondary">{view.detail}</div>
                      </div>
                      <div className="d-flex gap-2">
                        {view.actions}
                        <button
                          type="button"
                          className="btn btn-sm btn-outline-secondary"
                          onClick={() => setEditing({ item })}
                          aria-label={t('wallet.beneficiaries.edit', { name: view.name })}
                        >
                          <Pencil size={14} aria-hidden="true" />
                        </button>
                        <button
                          type="button"
                          className="btn btn-sm btn-outline-danger"
                          onClick={() => setDeleting(item)}
                          aria-label={t('wallet.beneficiaries.delete.open', { name: view.name })}
                        >
                          <Trash2 size={14} aria-hidden="true" />
                        </button>
                      </div>
                    </li>
                  );
                })}
              </ul>
            )
          }
        </QueryStatus>
      </div>
      <Modal show={editing !== null} onHide={close} aria-labelledby={`${kind}-form-title`} centered>
        <Modal.Header closeButton closeLabel={t('wallet.close')}>
          <Modal.Title id={`${kind}-form-title`} as="h2" className="h5">
            {editing?.item
              ? t(`wallet.beneficiaries.${kind}.editTitle`)
              : t(`wallet.beneficiaries.${kind}.add`)}
          </Modal.Title>
        </Modal.Header>
        {editing && (
          <Form
            item={editing.item}
            onCancel={close}
            onDone={(saved) => {
              const added = editing.item === null;
              close();
              if (added && saved) onAdded?.(saved);
            }}
          />
        )}
      </Modal>
      <ConfirmDeleteDialog
        name={deleting ? describe(deleting).name : null}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) });
        }}
      />
    </section>
  );
}
