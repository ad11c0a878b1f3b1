import { describe, expect, test } from 'vitest';
import { textPdf } from './pdf-text';

const decode = (bytes: Uint8Array) => String.fromCharCode(...bytes);

describe('text PDF', () => {
  test('is a PDF whose cross-reference points at each object', () => {
    const pdf = decode(textPdf([{ text: 'Invoice #4987', x: 50, y: 790, bold: true }]));
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(pdf).toContain('/F2 10 Tf 50 790 Td (Invoice #4987) Tj');
    const offsets = [...pdf.matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(offsets).toHaveLength(6);
    offsets.forEach((offset, index) => expect(pdf.slice(offset)).toMatch(`${index + 1} 0 obj`));
    const start = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
    expect(pdf.slice(start).startsWith('xref')).toBe(true);
  });

  test('escapes the string delimiters and replaces what the fonts cannot draw', () => {
    const pdf = decode(textPdf([{ text: 'a (b) \\ c ✓ é', x: 0, y: 0 }]));
    expect(pdf).toContain('(a \\(b\\) \\\\ c ? é) Tj');
  });
});
