import { Plus, X } from 'lucide-react';
import { useFieldArray, useWatch } from 'react-hook-form';
import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, TextField } from '../../../shared/forms/form-field';
import type { InvoiceFormValues } from '../lib/invoice-form-schema';
import { lineAmount } from '../lib/invoice-totals';
import { useMoney } from '../lib/use-money';

// Restated (not imported from the mock's schema) so the form does not pull the mock in.
const SERVICES = [
  'Software Development',
  'UI/UX Design & Development',
  'Unlimited Extended License',
  'Template Customization',
];

interface InvoiceItemsProps {
  control: Control<InvoiceFormValues>;
  register: UseFormRegister<InvoiceFormValues>;
  errors: FieldErrors<InvoiceFormValues>;
}

/** The repeater of invoice lines: add, remove, and each line's amount as it is typed. */
export function InvoiceItems({ control, register, errors }: InvoiceItemsProps) {
  const { t } = useTranslation('demo-invoice');
  const money = useMoney();
  const { fields, append, remove } = useFieldArray({ control, name: 'items' });
  const items = useWatch({ control, name: 'items' });
  return (
    <fieldset>
      <legend className="h6">{t('form.items')}</legend>
      <ol className="list-unstyled d-grid gap-3 mb-3">
        {fields.map((field, index) => {
          const line = items[index];
          const itemErrors = errors.items?.[index];
          const position = index + 1;
          return (
            <li
              key={field.id}
              className="invoice-item p-3"
              aria-label={t('form.line', { n: position })}
            >
              <div className="row g-2">
                <div className="col-12 col-md-5">
                  <TextField
                    label={t('form.itemName', { n: position })}
                    list="invoice-services"
                    error={itemErrors?.name}
                    {...register(`items.${index}.name`)}
                  />
                </div>
                <div className="col-6 col-md-2">
                  <TextField
                    label={t('form.cost', { n: position })}
                    type="number"
                    inputMode="decimal"
                    step="0.01"
                    min="0"
                    error={itemErrors?.cost}
                    {...register(`items.${index}.cost`, { valueAsNumber: true })}
                  />
                </div>
                <div className="col-6 col-md-2">
                  <TextField
                    label={t('form.qty', { n: position })}
                    type="number"
                    inputMode="numeric"
                    step="1"
                    min="1"
                    error={itemErrors?.qty}
                    {...register(`items.${index}.qty`, { valueAsNumber: true })}
                  />
                </div>
                <div className="col-12 col-md-3">
                  <span className="form-label d-block" id={`${field.id}-price`}>
                    {t('form.price', { n: position })}
                  </span>
                  <output
                    className="d-block fw-semibold py-2"
                    aria-labelledby={`${field.id}-price`}
                  >
                    {money.dollars(line ? lineAmount(line) : 0)}
                  </output>
                </div>
                <div className="col-12">
                  <FormField
                    label={t('form.description', { n: position })}
                    error={itemErrors?.description}
                    className="mb-0"
                  >
                    {(described) => (
                      <textarea
                        {...described}
                        {...register(`items.${index}.description`)}
                        rows={2}
                        className="form-control"
                      />
                    )}
                  </FormField>
                </div>
              </div>
              {fields.length > 1 && (
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger mt-2 d-inline-flex align-items-center gap-1"
                  onClick={() => remove(index)}
                >
                  <X size={14} aria-hidden="true" />
                  {t('form.removeItem', { n: position })}
                </button>
              )}
            </li>
          );
        })}
      </ol>
      {errors.items?.root?.message && (
        <p className="text-danger small">{errors.items.root.message}</p>
      )}
      <button
        type="button"
        className="btn btn-sm btn-primary d-inline-flex align-items-center gap-1"
        onClick={() => append({ name: '', description: '', cost: 0, qty: 1 })}
      >
        <Plus size={14} aria-hidden="true" />
        {t('form.addItem')}
      </button>
      {/* After the lines: Bootstrap clears the legend's float on the element right after it. */}
      <datalist id="invoice-services">
        {SERVICES.map((service) => (
          <option key={service} value={service} />
        ))}
      </datalist>
    </fieldset>
  );
}
