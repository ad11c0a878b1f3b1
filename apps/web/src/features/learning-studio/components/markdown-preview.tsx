import { Fragment } from 'react';
import { parseBlocks, parseInline } from '../lib/markdown-blocks';

function InlineText({ text }: { text: string }) {
  return (
    <>
      {parseInline(text).map((part, index) => {
        if (part.kind === 'strong') return <strong key={index}>{part.text}</strong>;
        if (part.kind === 'em') return <em key={index}>{part.text}</em>;
        if (part.kind === 'code') return <code key={index}>{part.text}</code>;
        if (part.kind === 'link')
          return (
            <a key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
              {part.text}
            </a>
          );
        return <Fragment key={index}>{part.text}</Fragment>;
      })}
    </>
  );
}

/**
 * Markdown drawn as React elements, never as HTML: whatever an author types (a `<script>`, a
 * `javascript:` link) ends up as text.
 */
export function MarkdownPreview({ markdown }: { markdown: string }) {
  return (
    <div className="studio-markdown">
      {parseBlocks(markdown).map((block, index) => {
        if (block.kind === 'heading') {
          const Heading = `h${block.level}` as const;
          return (
            <Heading key={index} className="h6">
              <InlineText text={block.text} />
            </Heading>
          );
        }
        if (block.kind === 'code') return <pre key={index}>{block.text}</pre>;
        if (block.kind === 'list') {
          const List = block.ordered ? 'ol' : 'ul';
          return (
            <List key={index}>
              {block.items.map((item, position) => (
                <li key={position}>
                  <InlineText text={item} />
                </li>
              ))}
            </List>
          );
        }
        return (
          <p key={index}>
            <InlineText text={block.text} />
          </p>
        );
      })}
    </div>
  );
}
