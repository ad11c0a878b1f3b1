import { useRef } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../shared/format/money';
import { EMPTY_ITEM, priceOf, totalOf } from './repeater-totals';
import type { RepeaterItem } from './repeater-totals';

interface RepeaterForm {
  items: RepeaterItem[];
}

/** Item rows added and removed at will; each row's price and the totals follow what is typed. */
export function FormRepeater({ animated = false }: { animated?: boolean }) {
  const { t } = useTranslation('demo-forms');
  const money = useMoney();
  const addButton = useRef<HTMLButtonElement>(null);
  const { control, register } = useForm<RepeaterForm>({
    defaultValues: { items: [{ name: 'Maize flour', cost: '120', quantity: '2' }] },
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'items' });
  const items = useWatch({ control, name: 'items' }) ?? [];
  const totals = totalOf(items);

  return (
    <form noValidate onSubmit={(event) => event.preventDefault()}>
      {fields.length === 0 && <p className="text-body-secondary">{t('repeater.none')}</p>}
      {fields.map((field, index) => {
        const row = index + 1;
        const item = items[index] ?? EMPTY_ITEM;
        return (
          <fieldset
            key={field.id}
            className={`row g-2 align-items-end border-bottom pb-3 mb-3 ${animated ? 'repeater-row-in' : ''}`}
          >
            <legend className="visually-hidden">{t('repeater.row', { row })}</legend>
            <div className="col-12 col-md-4">
              <label className="form-label" htmlFor={`${field.id}-name`}>
                {t('repeater.name')}
              </label>
              <input
                id={`${field.id}-name`}
                className="form-control"
                {...register(`items.${index}.name`)}
              />
            </div>
            <div className="col-6 col-md-2">
              <label className="form-label" htmlFor={`${field.id}-cost`}>
                {t('repeater.cost')}
              </label>
              <input
                id={`${field.id}-cost`}
                className="form-control"
                inputMode="decimal"
                type="number"
                min="0"
                step="0.01"
                {...register(`items.${index}.cost`)}
              />
            </div>
            <div className="col-6 col-md-2">
              <label className="form-label" htmlFor={`${field.id}-quantity`}>
                {t('repeater.quantity')}
              </label>
              <input
                id={`${field.id}-quantity`}
                className="form-control"
                inputMode="numeric"
                type="number"
                min="0"
                step="1"
                {...register(`items.${index}.quantity`)}
              />
            </div>
            <div className="col-8 col-md-2">
              <span className="form-label d-block">{t('repeater.price')}</span>
              <output
                className="form-control-plaintext fw-semibold"
                aria-label={t('repeater.priceOf', { row })}
              >
                {money(priceOf(item))}
              </output>
            </div>
            <div className="col-4 col-md-2 text-end">
              <button
                type="button"
                className="btn btn-outline-danger d-inline-flex align-items-center gap-1"
                onClick={() => {
                  remove(index);
                  addButton.current?.focus();
                }}
              >
                <Trash2 size={14} aria-hidden="true" />
                {t('repeater.remove')}{' '}
                <span className="visually-hidden">{t('repeater.row', { row })}</span>
              </button>
            </div>
          </fieldset>
        );
      })}
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-3">
        <button
          ref={addButton}
          type="button"
          className="btn btn-primary d-inline-flex align-items-center gap-1"
          onClick={() => append({ ...EMPTY_ITEM })}
        >
          <Plus size={14} aria-hidden="true" />
          {t('repeater.add')}
        </button>
        <dl className="d-flex gap-4 mb-0" aria-live="polite">
          <div>
            <dt className="small text-body-secondary">{t('repeater.totalQuantity')}</dt>
            <dd className="mb-0 fw-semibold">{totals.quantity}</dd>
          </div>
          <div>
            <dt className="small text-body-secondary">{t('repeater.total')}</dt>
            <dd className="mb-0 fw-semibold fs-5">{money(totals.total)}</dd>
          </div>
        </dl>
      </div>
    </form>
  );
}
