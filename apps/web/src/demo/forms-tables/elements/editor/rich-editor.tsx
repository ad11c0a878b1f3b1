import { useState } from 'react';
import { $generateHtmlFromNodes } from '@lexical/html';
import { ListItemNode, ListNode } from '@lexical/list';
import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { AutoFocusPlugin } from '@lexical/react/LexicalAutoFocusPlugin';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { HeadingNode, QuoteNode } from '@lexical/rich-text';
import { $createParagraphNode, $createTextNode, $getRoot } from 'lexical';
import { useTranslation } from 'react-i18next';
import { EditorToolbar } from './editor-toolbar';
import './rich-editor.scss';

const THEME = {
  paragraph: 'mb-2',
  heading: { h2: 'h5', h3: 'h6' },
  quote: 'blockquote border-start border-3 ps-3 text-body-secondary',
  list: { ul: 'mb-2', ol: 'mb-2' },
  text: { bold: 'fw-bold', italic: 'fst-italic', underline: 'text-decoration-underline' },
};

interface RichEditorProps {
  label: string;
  initialText: string;
  /** Shows the HTML the editor holds, updated as one types (the "controlled" example). */
  showHtml?: boolean;
  /** Puts the caret in the text once the editor is ready (it was asked for by a button). */
  autoFocus?: boolean;
}

/** Lexical with a toolbar: headings, bold, italic, underline, lists, quote, undo and redo. */
export function RichEditor({
  label,
  initialText,
  showHtml = false,
  autoFocus = false,
}: RichEditorProps) {
  const { t } = useTranslation('demo-forms');
  const [html, setHtml] = useState('');
  const config = {
    namespace: label,
    theme: THEME,
    nodes: [HeadingNode, QuoteNode, ListNode, ListItemNode],
    onError: (error: Error) => {
      throw error;
    },
    editorState: () => {
      $getRoot().append($createParagraphNode().append($createTextNode(initialText)));
    },
  };
  return (
    <LexicalComposer initialConfig={config}>
      <div className="rich-editor border rounded">
        <EditorToolbar label={label} />
        <RichTextPlugin
          contentEditable={
            <ContentEditable className="rich-editor-input" aria-label={label} aria-multiline />
          }
          ErrorBoundary={LexicalErrorBoundary}
        />
        <HistoryPlugin />
        {autoFocus && <AutoFocusPlugin />}
        <ListPlugin />
        {showHtml && (
          <OnChangePlugin
            onChange={(state, editor) => state.read(() => setHtml($generateHtmlFromNodes(editor)))}
          />
        )}
      </div>
      {showHtml && (
        <div className="mt-3">
          <h3 className="h6">{t('editor.html')}</h3>
          <pre className="small bg-body-tertiary p-2 rounded mb-0 text-wrap text-break">{html}</pre>
        </div>
      )}
    </LexicalComposer>
  );
}
