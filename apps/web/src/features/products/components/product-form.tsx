import { useController, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { productStatuses } from '@pamoja/contract/products';
import type { Product } from '@pamoja/contract/products';
import { fieldMessage } from '../../../shared/forms/field-message';
import { FormField, TextField } from '../../../shared/forms/form-field';
import { showFormError } from '../../../shared/forms/server-errors';
import { SubmitButton } from '../../../shared/forms/submit-button';
import { useCategories } from '../api/list-categories';
import { useSaveProduct } from '../api/save-product';
import { bodyOf, PRODUCT_FIELDS, validateProduct, valuesOf } from '../lib/product-values';
import type { ProductValues } from '../lib/product-values';
import { AmountField } from './amount-field';
import { ImageField } from './image-field';

interface ProductFormProps {
  /** Absent: a new product. */
  product?: Product;
  onDone: () => void;
}

/** Every field of a product, checked with the contract's schema before anything is sent. */
export function ProductForm({ product, onDone }: ProductFormProps) {
  const { t } = useTranslation();
  const save = useSaveProduct();
  const categories = useCategories();
  const editing = product !== undefined;
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<ProductValues>({
    defaultValues: valuesOf(product),
    resolver: (values) => {
      const found = validateProduct(values, editing);
      // "must be a category id" is the API's wording; on an empty picker, say what to do.
      if (found.categoryId && values.categoryId === '') {
        found.categoryId.message = t('products.fields.categoryRequired');
      }
      return Object.keys(found).length === 0
        ? { values, errors: {} }
        : { values: {}, errors: found };
    },
  });
  const image = useController({ control, name: 'image' });
  const hasAmount = useWatch({ control, name: 'hasAmount' });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(
        product ? { id: product.id, body: bodyOf(values) } : { body: bodyOf(values) },
      );
      onDone();
    } catch (error) {
      showFormError(error, setError, {
        fields: PRODUCT_FIELDS,
        codes: {
          PRODUCT_CODE_TAKEN: 'code',
          CATEGORY_NOT_FOUND: 'categoryId',
          FILE_NOT_USABLE: 'image',
        },
      });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <ImageField
        value={image.field.value}
        onChange={image.field.onChange}
        error={fieldMessage(t, errors.image?.message)}
      />
      <div className="row gx-3">
        <div className="col-sm-5">
          <TextField
            label={t('products.fields.code')}
            hint={t('products.fields.codeHint')}
            autoComplete="off"
            error={errors.code}
            {...register('code')}
          />
        </div>
        <div className="col-sm-7">
          <TextField
            label={t('products.fields.name')}
            autoComplete="off"
            error={errors.name}
            {...register('name')}
          />
        </div>
        <div className="col-sm-6">
          <FormField label={t('products.fields.category')} error={errors.categoryId}>
            {(field, invalid) => (
              <select
                {...field}
                {...register('categoryId')}
                className={`form-select ${invalid ? 'is-invalid' : ''}`}
              >
                <option value="">{t('products.chooseCategory')}</option>
                {(categories.data ?? []).map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
        <div className="col-sm-6">
          <FormField
            label={t('products.fields.status')}
            hint={t('products.fields.statusHint')}
            error={errors.status}
          >
            {(field, invalid) => (
              <select
                {...field}
                {...register('status')}
                className={`form-select ${invalid ? 'is-invalid' : ''}`}
              >
                {productStatuses.map((status) => (
                  <option key={status} value={status}>
                    {t(`products.status.${status}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
      </div>
      <FormField label={t('products.fields.description')} error={errors.description}>
        {(field, invalid) => (
          <textarea
            {...field}
            {...register('description')}
            rows={3}
            className={`form-control ${invalid ? 'is-invalid' : ''}`}
          />
        )}
      </FormField>
      <AmountField
        label={t('products.fields.price')}
        hint={t('products.fields.priceHint')}
        error={errors.price}
        registration={register('price')}
      />
      <div className="form-check form-switch mb-3">
        <input
          id="product-has-amount"
          type="checkbox"
          role="switch"
          className="form-check-input"
          aria-describedby="product-has-amount-hint"
          {...register('hasAmount')}
        />
        <label className="form-check-label" htmlFor="product-has-amount">
          {t('products.fields.hasAmount')}
        </label>
        <div id="product-has-amount-hint" className="form-text">
          {t('products.fields.hasAmountHint')}
        </div>
      </div>
      {hasAmount && (
        <div className="row gx-3">
          <div className="col-sm-6">
            <AmountField
              label={t('products.fields.minAmount')}
              error={errors.minAmount}
              registration={register('minAmount')}
            />
          </div>
          <div className="col-sm-6">
            <AmountField
              label={t('products.fields.maxAmount')}
              error={errors.maxAmount}
              registration={register('maxAmount')}
            />
          </div>
        </div>
      )}
      <div className="d-flex justify-content-end gap-2">
        <button type="button" className="btn btn-outline-secondary" onClick={onDone}>
          {t('products.cancel')}
        </button>
        <SubmitButton pending={save.isPending} pendingLabel={t('products.saving')}>
          {t('products.save')}
        </SubmitButton>
      </div>
    </form>
  );
}
