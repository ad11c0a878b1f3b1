import { useEffect, useState } from 'react';
import { INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND } from '@lexical/list';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $createHeadingNode, $createQuoteNode } from '@lexical/rich-text';
import { mergeRegister } from '@lexical/utils';
import {
  $createParagraphNode,
  $getSelection,
  $isRangeSelection,
  CAN_REDO_COMMAND,
  CAN_UNDO_COMMAND,
  COMMAND_PRIORITY_LOW,
  FORMAT_TEXT_COMMAND,
  REDO_COMMAND,
  UNDO_COMMAND,
} from 'lexical';
import type { ElementNode } from 'lexical';
import {
  Bold,
  Heading2,
  Italic,
  List,
  ListOrdered,
  Pilcrow,
  Quote,
  Redo2,
  Underline,
  Undo2,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

type Format = 'bold' | 'italic' | 'underline';

/** The editor's buttons: a toolbar one reaches with Tab and moves through with the buttons' labels. */
export function EditorToolbar({ label }: { label: string }) {
  const { t } = useTranslation('demo-forms');
  const [editor] = useLexicalComposerContext();
  const [active, setActive] = useState<Record<Format, boolean>>({
    bold: false,
    italic: false,
    underline: false,
  });
  const [canUndo, setCanUndo] = useState(false);
  const [canRedo, setCanRedo] = useState(false);

  useEffect(
    () =>
      mergeRegister(
        editor.registerUpdateListener(({ editorState }) =>
          editorState.read(() => {
            const selection = $getSelection();
            if (!$isRangeSelection(selection)) return;
            setActive({
              bold: selection.hasFormat('bold'),
              italic: selection.hasFormat('italic'),
              underline: selection.hasFormat('underline'),
            });
          }),
        ),
        editor.registerCommand(
          CAN_UNDO_COMMAND,
          (value) => (setCanUndo(value), false),
          COMMAND_PRIORITY_LOW,
        ),
        editor.registerCommand(
          CAN_REDO_COMMAND,
          (value) => (setCanRedo(value), false),
          COMMAND_PRIORITY_LOW,
        ),
      ),
    [editor],
  );

  // The block holding the caret becomes a paragraph, heading or quote, keeping its text.
  const block = (make: () => ElementNode) =>
    editor.update(() => {
      const selection = $getSelection();
      if (!$isRangeSelection(selection)) return;
      const current = selection.anchor.getNode().getTopLevelElementOrThrow();
      const next = make();
      next.append(...current.getChildren());
      current.replace(next);
      next.selectEnd();
    });

  const button = (
    key: string,
    Icon: LucideIcon,
    run: () => void,
    pressed?: boolean,
    disabled?: boolean,
  ) => (
    <button
      key={key}
      type="button"
      className={`btn btn-sm ${pressed ? 'btn-primary' : 'btn-outline-secondary'}`}
      aria-label={t(`editor.tools.${key}`)}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={run}
    >
      <Icon size={16} aria-hidden="true" />
    </button>
  );

  return (
    <div className="rich-editor-toolbar" role="toolbar" aria-label={t('editor.toolbar', { label })}>
      {(['bold', 'italic', 'underline'] as const).map((format) =>
        button(
          format,
          { bold: Bold, italic: Italic, underline: Underline }[format],
          () => editor.dispatchCommand(FORMAT_TEXT_COMMAND, format),
          active[format],
        ),
      )}
      {button('paragraph', Pilcrow, () => block(() => $createParagraphNode()))}
      {button('heading', Heading2, () => block(() => $createHeadingNode('h2')))}
      {button('quote', Quote, () => block(() => $createQuoteNode()))}
      {button('bullets', List, () =>
        editor.dispatchCommand(INSERT_UNORDERED_LIST_COMMAND, undefined),
      )}
      {button('numbers', ListOrdered, () =>
        editor.dispatchCommand(INSERT_ORDERED_LIST_COMMAND, undefined),
      )}
      {button(
        'undo',
        Undo2,
        () => editor.dispatchCommand(UNDO_COMMAND, undefined),
        undefined,
        !canUndo,
      )}
      {button(
        'redo',
        Redo2,
        () => editor.dispatchCommand(REDO_COMMAND, undefined),
        undefined,
        !canRedo,
      )}
    </div>
  );
}
