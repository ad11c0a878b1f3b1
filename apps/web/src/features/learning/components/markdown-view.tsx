import { useMemo } from 'react';
import { renderMarkdown } from '../lib/markdown';

interface MarkdownViewProps {
  source: string;
  className?: string;
}

/** An instructor's Markdown, sanitised before it reaches the page (lib/markdown). */
export function MarkdownView({ source, className }: MarkdownViewProps) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  return (
    <div
      className={`learning-markdown ${className ?? ''}`}
      // Sanitised by DOMPurify in renderMarkdown.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
