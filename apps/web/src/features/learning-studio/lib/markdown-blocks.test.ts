import { describe, expect, test } from 'vitest';
import { parseBlocks, parseInline } from './markdown-blocks';

describe('markdown preview', () => {
  test('reads headings, lists, code and paragraphs', () => {
    expect(
      parseBlocks('# Save\n\nFirst line\nsecond\n\n- one\n- two\n1. first\n```\nx < y\n```'),
    ).toEqual([
      { kind: 'heading', level: 2, text: 'Save' },
      { kind: 'paragraph', text: 'First line second' },
      { kind: 'list', ordered: false, items: ['one', 'two'] },
      { kind: 'list', ordered: true, items: ['first'] },
      { kind: 'code', text: 'x < y' },
    ]);
  });

  test('keeps only http(s) and mail links', () => {
    expect(parseInline('**Bold** [ok](https://a.test) [bad](javascript:alert(1))')).toEqual([
      { kind: 'strong', text: 'Bold' },
      { kind: 'text', text: ' ' },
      { kind: 'link', text: 'ok', href: 'https://a.test' },
      { kind: 'text', text: ' ' },
      { kind: 'text', text: 'bad' },
      { kind: 'text', text: ')' },
    ]);
  });
});
