import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Characters shown in the table before "…": a row stays one or two lines high. */
const PREVIEW_LENGTH = 60;

/** A message cut to fit the table, with the whole text a click away (and in the tooltip). */
export function MessageCell({ message }: { message: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (message.length <= PREVIEW_LENGTH) return <span className="enquiry-message">{message}</span>;
  return (
    <details
      className="enquiry-message"
      onToggle={(event) => setOpen(event.currentTarget.open)}
      title={open ? undefined : message}
    >
      <summary>
        {open
          ? t('groupEnquiries.list.showLess')
          : `${message.slice(0, PREVIEW_LENGTH).trimEnd()}…`}
      </summary>
      <p className="mb-0 mt-1">{message}</p>
    </details>
  );
}
