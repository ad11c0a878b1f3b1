import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Staff } from '@pamoja/contract/staff';
import { isHttpError } from '../../../shared/http/http-error';
import { useSaveProductAssignment } from '../api/assign-products';
import { usePersonCategories } from '../api/person-categories';
import { usePersonProducts } from '../api/person-products';
import { pickerCategories } from '../lib/picker-categories';
import { moveCount, moveIn, moveOut, NO_MOVES, pickerLists } from '../lib/product-moves';
import type { ProductMoves } from '../lib/product-moves';
import { ProductChoiceList } from './product-choice-list';

const toggled = (set: ReadonlySet<string>, id: string) => {
  const next = new Set(set);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
};

/**
 * Which products an agent sells: a category, then what they hold and what is on sale besides,
 * moved either way with buttons and saved through assign/unassign in one go.
 */
export function AssignProducts({ staff, onClose }: { staff: Staff; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const heldCategories = usePersonCategories(staff.userId, 'held');
  const availableCategories = usePersonCategories(staff.userId, 'available');
  const categories = pickerCategories(heldCategories.data, availableCategories.data);
  const [chosen, setChosen] = useState<string | null>(null);
  const categoryId = categories.find((category) => category.id === chosen)?.id ?? null;
  const current = categoryId ?? categories[0]?.id ?? null;
  const held = usePersonProducts(staff.userId, current, 'held');
  const available = usePersonProducts(staff.userId, current, 'available');
  const [moves, setMoves] = useState<ProductMoves>(NO_MOVES);
  const [pickedIn, setPickedIn] = useState<ReadonlySet<string>>(new Set());
  const [pickedOut, setPickedOut] = useState<ReadonlySet<string>>(new Set());
  const save = useSaveProductAssignment();
  const agent = staff.roles.includes('AGENT');
  const lists = pickerLists(held.data ?? [], available.data ?? [], moves, current ?? '');
  const count = moveCount(moves);
  const changed = count.assign + count.unassign > 0;

  const categoriesPending = heldCategories.isPending || availableCategories.isPending;
  const categoriesError = heldCategories.error ?? availableCategories.error;

  const assignChosen = () => {
    setMoves(
      moveIn(
        moves,
        lists.available.filter((product) => pickedIn.has(product.id)),
      ),
    );
    setPickedIn(new Set());
  };
  const unassignChosen = () => {
    setMoves(
      moveOut(
        moves,
        lists.assigned.filter((product) => pickedOut.has(product.id)),
      ),
    );
    setPickedOut(new Set());
  };
  const onSave = () =>
    save.mutate(
      {
        userId: staff.userId,
        assign: Object.keys(moves.assign),
        unassign: Object.keys(moves.unassign),
      },
      { onSuccess: () => setMoves(NO_MOVES) },
    );

  if (categoriesPending) {
    return (
      <p role="status" className="d-flex align-items-center gap-2 text-body-secondary">
        <span className="spinner-border spinner-border-sm" aria-hidden="true" />
        {t('common.loading')}
      </p>
    );
  }
  if (categoriesError) {
    return (
      <div className="alert alert-danger" role="alert">
        {isHttpError(categoriesError) ? categoriesError.text : t('common.loadFailed')}
      </div>
    );
  }

  return (
    <div className="assign-products">
      <p className="mb-3">
        {staff.fullName} · <span className="text-body-secondary">{staff.email}</span>
      </p>
      {!agent && (
        <div className="alert alert-warning" role="note">
          {t('organisations.productPicker.notAgent', { name: staff.fullName })}
        </div>
      )}
      {categories.length === 0 ? (
        <p className="alert alert-info mb-0">{t('organisations.productPicker.nothingOnSale')}</p>
      ) : (
        <>
          <div className="mb-3 assign-products-category">
            <label className="form-label" htmlFor={`${id}-category`}>
              {t('organisations.productPicker.category')}
            </label>
            <select
              id={`${id}-category`}
              className="form-select"
              value={current ?? ''}
              onChange={(event) => {
                setChosen(event.target.value);
                setPickedIn(new Set());
                setPickedOut(new Set());
              }}
            >
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </select>
          </div>
          <div className="product-picker">
            <ProductChoiceList
              title={t('organisations.productPicker.available')}
              products={lists.available}
              selected={pickedIn}
              onToggle={(product) => setPickedIn(toggled(pickedIn, product))}
              moved={new Set(Object.keys(moves.unassign))}
              movedLabel={t('organisations.productPicker.toTakeBack')}
              empty={t('organisations.productPicker.noneAvailable')}
              isPending={available.isPending}
              error={available.error}
            />
            <div className="product-picker-moves">
              <button
                type="button"
                className="btn btn-sm btn-outline-primary"
                onClick={assignChosen}
                disabled={pickedIn.size === 0 || !agent}
              >
                {t('organisations.productPicker.assign')}
                <ArrowRight size={14} aria-hidden="true" className="ms-1 picker-arrow" />
              </button>
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary"
                onClick={unassignChosen}
                disabled={pickedOut.size === 0}
              >
                <ArrowLeft size={14} aria-hidden="true" className="me-1 picker-arrow" />
                {t('organisations.productPicker.unassign')}
              </button>
            </div>
            <ProductChoiceList
              title={t('organisations.productPicker.assigned')}
              products={lists.assigned}
              selected={pickedOut}
              onToggle={(product) => setPickedOut(toggled(pickedOut, product))}
              moved={new Set(Object.keys(moves.assign))}
              movedLabel={t('organisations.productPicker.toAssign')}
              empty={t('organisations.productPicker.noneAssigned')}
              isPending={held.isPending}
              error={held.error}
            />
          </div>
        </>
      )}
      {save.error ? (
        <div className="alert alert-danger mt-3 mb-0" role="alert">
          {isHttpError(save.error) ? save.error.text : t('common.loadFailed')}
        </div>
      ) : null}
      <div className="d-flex flex-wrap align-items-center justify-content-end gap-2 mt-3">
        <p className="small text-body-secondary me-auto mb-0" aria-live="polite">
          {changed ? t('organisations.productPicker.pending', count) : ''}
        </p>
        {changed && (
          <button
            type="button"
            className="btn btn-outline-secondary"
            onClick={() => {
              setMoves(NO_MOVES);
              save.reset();
            }}
          >
            {t('organisations.productPicker.undo')}
          </button>
        )}
        <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
          {t('ui.close')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          onClick={onSave}
          disabled={!changed || save.isPending}
        >
          {save.isPending && (
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          )}
          {t(save.isPending ? 'organisations.saving' : 'organisations.save')}
        </button>
      </div>
    </div>
  );
}
