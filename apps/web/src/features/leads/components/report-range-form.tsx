import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LEAD_REPORT_MAX_DAYS } from '@pamoja/contract/lead-files';
import { rangeProblems } from '../lib/report-range';
import type { DayRange } from '../lib/report-range';

interface ReportRangeFormProps {
  range: DayRange;
  onApply: (range: DayRange) => void;
}

const FIELDS = ['startDate', 'endDate'] as const;

/** The report's first and last day, checked with the server's rules before asking. */
export function ReportRangeForm({ range, onApply }: ReportRangeFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState(range);
  // A range in the URL (a shared link) is judged at once; a typed one when it is sent.
  const [problems, setProblems] = useState(() => rangeProblems(range, LEAD_REPORT_MAX_DAYS));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = rangeProblems(draft, LEAD_REPORT_MAX_DAYS);
    setProblems(found);
    if (Object.keys(found).length === 0) onApply(draft);
  };

  return (
    <form noValidate onSubmit={submit} aria-label={t('leads.report.range.label')} className="mb-3">
      <div className="row g-2 align-items-start">
        {FIELDS.map((field) => {
          const problem = problems[field];
          return (
            <div key={field} className="col-6 col-md-3">
              <label htmlFor={`${id}-${field}`} className="form-label small mb-1">
                {t(`leads.report.range.${field}`)}
              </label>
              <input
                id={`${id}-${field}`}
                type="date"
                className={`form-control form-control-sm ${problem ? 'is-invalid' : ''}`}
                value={draft[field]}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `${id}-${field}-error` : undefined}
                onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
              />
              {problem && (
                <div id={`${id}-${field}-error`} className="invalid-feedback">
                  {t(`leads.report.range.${problem}`, { max: LEAD_REPORT_MAX_DAYS })}
                </div>
              )}
            </div>
          );
        })}
        <div className="col-12 col-md-auto align-self-md-end">
          <button type="submit" className="btn btn-primary btn-sm">
            {t('leads.report.range.apply')}
          </button>
        </div>
      </div>
    </form>
  );
}
