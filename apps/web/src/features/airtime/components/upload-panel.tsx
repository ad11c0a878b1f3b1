import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AIRTIME_IMPORT_COLUMNS, AIRTIME_IMPORT_MAX_BYTES } from '@pamoja/contract/airtime';
import type { AirtimeImportResult } from '@pamoja/contract/airtime';
import { isHttpError } from '../../../shared/http/http-error';
import { useImportMembers } from '../api/import-members';
import { fileSize, importFileProblem } from '../lib/import-file';
import { TEMPLATE_FORMATS, templateUrl } from '../lib/templates';
import { DropZone } from './drop-zone';
import { ImportReport } from './import-report';

/** Many members at once, from a CSV or XLSX file shaped like the template. */
export function UploadPanel({ groupId }: { groupId: string }) {
  const { t, i18n } = useTranslation();
  const mutation = useImportMembers();
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<AirtimeImportResult | null>(null);
  const [fileName, setFileName] = useState('');

  const upload = (file: File) => {
    setProblem(null);
    setResult(null);
    setFileName(file.name);
    const issue = importFileProblem(file);
    if (issue) {
      setProblem(
        t(`airtime.import.problem.${issue}`, {
          name: file.name,
          size: fileSize(file.size, i18n.language),
          max: fileSize(AIRTIME_IMPORT_MAX_BYTES, i18n.language),
        }),
      );
      return;
    }
    mutation.mutate(
      { groupId, file },
      {
        onSuccess: ({ data }) => setResult(data),
        // The server's words say what to fix (wrong columns, too many rows, not CSV/XLSX…).
        onError: (error) =>
          setProblem(isHttpError(error) ? error.text : t('airtime.import.problem.failed')),
      },
    );
  };

  return (
    <section aria-labelledby="airtime-import-title">
      <h2 id="airtime-import-title" className="h5">
        {t('airtime.import.title')}
      </h2>
      <p className="text-body-secondary">
        {t('airtime.import.lead', {
          columns: AIRTIME_IMPORT_COLUMNS.join(', '),
          max: fileSize(AIRTIME_IMPORT_MAX_BYTES, i18n.language),
        })}
      </p>
      <div className="d-flex flex-wrap gap-2 mb-3 airtime-actions">
        {TEMPLATE_FORMATS.map((format) => (
          <a
            key={format}
            href={templateUrl(format)}
            download
            className="btn btn-sm btn-outline-secondary"
          >
            <Download size={14} aria-hidden="true" />
            {t('airtime.import.template', { format: format.toUpperCase() })}
          </a>
        ))}
      </div>
      <DropZone onFile={upload} disabled={mutation.isPending} />
      <div aria-live="polite">
        {mutation.isPending && (
          <p className="d-flex align-items-center gap-2 mt-3 mb-0">
            <span className="spinner-border spinner-border-sm" aria-hidden="true" />
            {t('airtime.import.uploading', { name: fileName })}
          </p>
        )}
      </div>
      {problem && (
        <div className="alert alert-danger mt-3 mb-0" role="alert">
          {problem}
        </div>
      )}
      {result && <ImportReport result={result} />}
    </section>
  );
}
