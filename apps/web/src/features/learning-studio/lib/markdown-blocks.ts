/** The Markdown the preview understands: enough to check a course text, nothing executable. */
export type Block =
  | { kind: 'heading'; level: 2 | 3 | 4; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'code'; text: string }
  | { kind: 'paragraph'; text: string };

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong' | 'em' | 'code'; text: string }
  | { kind: 'link'; text: string; href: string };

const BULLET = /^\s*[-*]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;

export function parseBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
  };
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    const item = BULLET.exec(line) ?? NUMBERED.exec(line);
    if (line.startsWith('```')) {
      flush();
      const code: string[] = [];
      for (index += 1; index < lines.length && !lines[index]?.startsWith('```'); index += 1)
        code.push(lines[index] ?? '');
      blocks.push({ kind: 'code', text: code.join('\n') });
    } else if (heading) {
      flush();
      // The page has its h1 and the editor's h2: a course's "#" starts one level below.
      const level = Math.min(4, (heading[1]?.length ?? 1) + 1) as 2 | 3 | 4;
      blocks.push({ kind: 'heading', level, text: heading[2] ?? '' });
    } else if (item) {
      flush();
      const ordered = NUMBERED.test(line);
      const last = blocks.at(-1);
      if (last?.kind === 'list' && last.ordered === ordered) last.items.push(item[1] ?? '');
      else blocks.push({ kind: 'list', ordered, items: [item[1] ?? ''] });
    } else if (line.trim() === '') flush();
    else paragraph.push(line.trim());
  }
  flush();
  return blocks;
}

const INLINE = /(\*\*[^*]+\*\*|`[^`]+`|\*[^*]+\*|_[^_]+_|\[[^\]]+\]\([^)\s]+\))/g;

/** Links only to http(s) and mail addresses: a `javascript:` link stays plain text. */
export function parseInline(text: string): Inline[] {
  const parts: Inline[] = [];
  for (const piece of text.split(INLINE)) {
    if (piece === '') continue;
    const link = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(piece);
    if (link) {
      const href = link[2] ?? '';
      if (/^(https?:|mailto:)/i.test(href)) parts.push({ kind: 'link', text: link[1] ?? '', href });
      else parts.push({ kind: 'text', text: link[1] ?? '' });
    } else if (/^\*\*.+\*\*$/.test(piece)) parts.push({ kind: 'strong', text: piece.slice(2, -2) });
    else if (/^`.+`$/.test(piece)) parts.push({ kind: 'code', text: piece.slice(1, -1) });
    else if (/^(\*.+\*|_.+_)$/.test(piece)) parts.push({ kind: 'em', text: piece.slice(1, -1) });
    else parts.push({ kind: 'text', text: piece });
  }
  return parts;
}
