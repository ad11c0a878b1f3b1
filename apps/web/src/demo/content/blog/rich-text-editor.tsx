import { ListItemNode, ListNode } from '@lexical/list';
import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { AutoFocusPlugin } from '@lexical/react/LexicalAutoFocusPlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { HeadingNode, QuoteNode } from '@lexical/rich-text';
import { $createParagraphNode, $createTextNode, $getRoot } from 'lexical';
import { EditorToolbar } from './editor-toolbar';
import './rich-text-editor.scss';

interface RichTextEditorProps {
  /** Names the editing area (the visible label's id). */
  labelledBy: string;
  /** The text it starts with, one paragraph per entry. */
  initialParagraphs: readonly string[];
  /** Puts the caret in the text as it opens (it opens when the reader asks to edit). */
  autoFocus?: boolean;
}

/** The blog's content editor (Lexical): bold, italic, underline, lists, undo; loaded on its own. */
export function RichTextEditor({
  labelledBy,
  initialParagraphs,
  autoFocus = false,
}: RichTextEditorProps) {
  return (
    <LexicalComposer
      initialConfig={{
        namespace: 'blog-content',
        nodes: [HeadingNode, QuoteNode, ListNode, ListItemNode],
        theme: {
          text: { bold: 'fw-bold', italic: 'fst-italic', underline: 'text-decoration-underline' },
        },
        onError: (error) => {
          throw error;
        },
        editorState: () => {
          const root = $getRoot();
          for (const text of initialParagraphs) {
            root.append($createParagraphNode().append($createTextNode(text)));
          }
        },
      }}
    >
      <div className="rich-text-editor form-control p-0">
        <EditorToolbar />
        <RichTextPlugin
          contentEditable={
            <ContentEditable
              className="rich-text-editor-area"
              aria-labelledby={labelledBy}
              aria-multiline
              role="textbox"
            />
          }
          ErrorBoundary={LexicalErrorBoundary}
        />
        <HistoryPlugin />
        <ListPlugin />
        {autoFocus && <AutoFocusPlugin defaultSelection="rootEnd" />}
      </div>
    </LexicalComposer>
  );
}
