import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TextField } from '../../../shared/forms/form-field';
import { FormDialog } from '../../../shared/ui/form-dialog';
import type { Employee } from '../../mock/schemas/employee-schema';

interface AddEmployeeDialogProps {
  show: boolean;
  onHide: () => void;
  nextId: number;
  onAdd: (employee: Employee) => void;
}

function useSchema() {
  const { t } = useTranslation('demo-forms');
  return z.object({
    full_name: z.string().trim().min(1, t('validation.required')),
    post: z.string().trim().min(1, t('validation.required')),
    email: z.string().trim().email(t('validation.email')),
    start_date: z.string().min(1, t('validation.required')),
    salary: z.coerce.number<string>().positive(t('validation.positive')),
  });
}

/** The "Add new record" form of the table with buttons: the row joins this page's table only. */
export function AddEmployeeDialog({ show, onHide, nextId, onAdd }: AddEmployeeDialogProps) {
  const { t } = useTranslation('demo-forms');
  const schema = useSchema();
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { full_name: '', post: '', email: '', start_date: '', salary: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => {
    onAdd({
      ...values,
      id: nextId,
      responsive_id: '',
      avatar: '',
      city: '—',
      age: 30,
      experience: '—',
      status: 5,
    });
    form.reset();
    onHide();
  });
  return (
    <FormDialog show={show} onHide={onHide} title={t('datatables.addTitle')}>
      <form noValidate onSubmit={submit}>
        <TextField
          label={t('datatables.columns.name')}
          error={errors.full_name}
          {...form.register('full_name')}
        />
        <TextField
          label={t('datatables.columns.post')}
          error={errors.post}
          {...form.register('post')}
        />
        <TextField
          label={t('datatables.columns.email')}
          type="email"
          error={errors.email}
          {...form.register('email')}
        />
        <TextField
          label={t('datatables.columns.date')}
          type="date"
          error={errors.start_date}
          {...form.register('start_date')}
        />
        <TextField
          label={t('datatables.columns.salary')}
          inputMode="decimal"
          error={errors.salary}
          {...form.register('salary')}
        />
        <div className="d-flex justify-content-end gap-2">
          <button type="button" className="btn btn-outline-secondary" onClick={onHide}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn-primary">
            {t('datatables.add')}
          </button>
        </div>
      </form>
    </FormDialog>
  );
}
