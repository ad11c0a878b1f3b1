import { useEffect, useState } from 'react';
import { Bold, Italic, List, ListOrdered, Underline } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import {
  INSERT_ORDERED_LIST_COMMAND,
  INSERT_UNORDERED_LIST_COMMAND,
  ListItemNode,
  ListNode,
} from '@lexical/list';
import {
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  $getSelection,
  $isRangeSelection,
  FORMAT_TEXT_COMMAND,
} from 'lexical';
import type { TextFormatType } from 'lexical';

const THEME = {
  text: { bold: 'fw-bold', italic: 'fst-italic', underline: 'text-decoration-underline' },
  list: { ul: 'mb-2', ol: 'mb-2' },
  paragraph: 'mb-2',
};

const FORMATS: readonly [TextFormatType, LucideIcon][] = [
  ['bold', Bold],
  ['italic', Italic],
  ['underline', Underline],
];

function Toolbar() {
  const { t } = useTranslation('demo-email');
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
  return (
    <div className="compose-toolbar" role="toolbar" aria-label={t('compose.formatting')}>
      {FORMATS.map(([format, Icon]) => (
        <button
          key={format}
          type="button"
          className="btn btn-sm btn-icon btn-outline-secondary"
          aria-pressed={active.has(format)}
          aria-label={t(`compose.${format}`)}
          title={t(`compose.${format}`)}
          onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, format)}
        >
          <Icon size={16} aria-hidden="true" />
        </button>
      ))}
      <button
        type="button"
        className="btn btn-sm btn-icon btn-outline-secondary"
        aria-label={t('compose.bulletList')}
        title={t('compose.bulletList')}
        onClick={() => editor.dispatchCommand(INSERT_UNORDERED_LIST_COMMAND, undefined)}
      >
        <List size={16} aria-hidden="true" />
      </button>
      <button
        type="button"
        className="btn btn-sm btn-icon btn-outline-secondary"
        aria-label={t('compose.numberedList')}
        title={t('compose.numberedList')}
        onClick={() => editor.dispatchCommand(INSERT_ORDERED_LIST_COMMAND, undefined)}
      >
        <ListOrdered size={16} aria-hidden="true" />
      </button>
    </div>
  );
}

interface ComposeEditorProps {
  labelId: string;
  describedBy?: string;
  /** The text it starts with (a quoted reply), one paragraph per line. */
  initialText: string;
  /** Called with the plain text after each change: what the mock keeps of a mail. */
  onText: (text: string) => void;
}

/** The compose window's rich-text editor (Lexical), loaded only with that window. */
export function ComposeEditor({ labelId, describedBy, initialText, onText }: ComposeEditorProps) {
  const { t } = useTranslation('demo-email');
  const initialConfig = {
    namespace: 'demo-email-compose',
    theme: THEME,
    nodes: [ListNode, ListItemNode],
    onError: (error: Error) => {
      throw error;
    },
    editorState: () => {
      const root = $getRoot();
      for (const line of initialText.split('\n')) {
        root.append($createParagraphNode().append($createTextNode(line)));
      }
    },
  };
  return (
    <LexicalComposer initialConfig={initialConfig}>
      <div className="compose-editor">
        <Toolbar />
        <div className="position-relative">
          <RichTextPlugin
            contentEditable={
              <ContentEditable
                className="compose-content form-control"
                aria-labelledby={labelId}
                aria-describedby={describedBy}
                aria-placeholder={t('compose.messagePlaceholder')}
                placeholder={
                  <div className="compose-placeholder" aria-hidden="true">
                    {t('compose.messagePlaceholder')}
                  </div>
                }
              />
            }
            ErrorBoundary={LexicalErrorBoundary}
          />
        </div>
        <HistoryPlugin />
        <ListPlugin />
        <OnChangePlugin
          ignoreSelectionChange
          onChange={(editorState) => editorState.read(() => onText($getRoot().getTextContent()))}
        />
      </div>
    </LexicalComposer>
  );
}
