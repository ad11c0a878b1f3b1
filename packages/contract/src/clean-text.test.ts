import { describe, expect, it } from 'vitest';
import { cleanPayload, cleanText } from './clean-text';

describe('control characters', () => {
  it('drops NUL and the other control characters but keeps tabs and line breaks', () => {
    expect(cleanText('Ami\u0000na\u0007 \u001F\u007F', 100)).toBe('Amina');
    expect(cleanText('line one\r\nline\ttwo', 100)).toBe('line one\r\nline\ttwo');
    expect(cleanPayload({ username: 'member@pamoja.test\u0000' })).toEqual({
      username: 'member@pamoja.test',
    });
  });

  it('cannot rebuild a tag by hiding a control character inside it', () => {
    expect(cleanText('<scr\u0000ipt>x</script>', 100)).toBe('x');
  });
});

describe('cleanPayload', () => {
  it('strips tags, trims and cuts a top-level string to 10000 characters', () => {
    expect(cleanPayload('  <b>hello</b> ')).toBe('hello');
    expect(cleanPayload('x'.repeat(10_050))).toHaveLength(10_000);
  });

  it('cleans each string field of an object to 1000 characters', () => {
    const cleaned = cleanPayload({ name: ' <script>x</script>Amina ', bio: 'y'.repeat(1500) });
    expect(cleaned.name).toBe('xAmina');
    expect(cleaned.bio).toHaveLength(1000);
  });

  it('passes other value types unchanged', () => {
    const nested = { a: '<i>keep</i>' };
    const cleaned = cleanPayload({ n: 5, b: true, nil: null, list: ['<b>x</b>'], nested });
    expect(cleaned).toEqual({ n: 5, b: true, nil: null, list: ['<b>x</b>'], nested });
    expect(cleanPayload(42)).toBe(42);
    expect(cleanPayload(['<b>a</b>'])).toEqual(['<b>a</b>']);
    const date = new Date(0);
    expect(cleanPayload(date)).toBe(date);
  });

  it('cleans records without a prototype, as servers parse query strings', () => {
    const query = Object.assign(Object.create(null) as Record<string, string>, { q: ' <b>a</b> ' });
    expect(cleanPayload(query)).toEqual({ q: 'a' });
  });

  it('keeps a lone less-than sign that is not a tag', () => {
    expect(cleanText('1 < 2 and 3 > 2', 100)).toBe('1 < 2 and 3 > 2');
  });
});
