import { INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND } from '@lexical/list';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { Bold, Italic, List, ListOrdered, Redo2, Underline, Undo2 } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import {
  $getSelection,
  $isRangeSelection,
  FORMAT_TEXT_COMMAND,
  REDO_COMMAND,
  UNDO_COMMAND,
} from 'lexical';
import type { TextFormatType } from 'lexical';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const FORMATS: ReadonlyArray<[TextFormatType, LucideIcon]> = [
  ['bold', Bold],
  ['italic', Italic],
  ['underline', Underline],
];

/** The editor's buttons; each format button says whether the selection carries it. */
export function EditorToolbar() {
  const { t } = useTranslation('demo-content');
  const [editor] = useLexicalComposerContext();
  const [active, setActive] = useState<ReadonlySet<TextFormatType>>(new Set());

  useEffect(
    () =>
      editor.registerUpdateListener(({ editorState }) =>
        editorState.read(() => {
          const selection = $getSelection();
          if (!$isRangeSelection(selection)) return;
          setActive(
            new Set(FORMATS.map(([format]) => format).filter((f) => selection.hasFormat(f))),
          );
        }),
      ),
    [editor],
  );

  const button = (label: string, Icon: LucideIcon, run: () => void, pressed?: boolean) => (
    <button
      key={label}
      type="button"
      className={`btn btn-sm ${pressed ? 'btn-primary' : 'btn-outline-secondary'}`}
      aria-label={label}
      aria-pressed={pressed}
      onClick={run}
    >
      <Icon size={16} aria-hidden="true" />
    </button>
  );

  return (
    <div
      className="d-flex flex-wrap gap-1 p-2 border-bottom"
      role="toolbar"
      aria-label={t('edit.toolbar')}
    >
      {FORMATS.map(([format, Icon]) =>
        button(
          t(`edit.format.${format}`),
          Icon,
          () => editor.dispatchCommand(FORMAT_TEXT_COMMAND, format),
          active.has(format),
        ),
      )}
      {button(t('edit.bulletList'), List, () =>
        editor.dispatchCommand(INSERT_UNORDERED_LIST_COMMAND, undefined),
      )}
      {button(t('edit.numberedList'), ListOrdered, () =>
        editor.dispatchCommand(INSERT_ORDERED_LIST_COMMAND, undefined),
      )}
      {button(t('edit.undo'), Undo2, () => editor.dispatchCommand(UNDO_COMMAND, undefined))}
      {button(t('edit.redo'), Redo2, () => editor.dispatchCommand(REDO_COMMAND, undefined))}
    </div>
  );
}
