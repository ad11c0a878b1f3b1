import { describe, expect, it } from 'vitest';
import { inlineDisposition, storedFileName } from './file-name';

describe('storedFileName', () => {
  it('keeps a name that already ends as its kind', () => {
    expect(storedFileName('Logo.PNG', 'image/png')).toBe('Logo.PNG');
    expect(storedFileName('photo.jpeg', 'image/jpeg')).toBe('photo.jpeg');
  });

  it('gives the real ending to a file named as another kind, or not named', () => {
    expect(storedFileName('scan.pdf', 'image/png')).toBe('scan.png');
    expect(storedFileName('invoice', 'application/pdf')).toBe('invoice.pdf');
    expect(storedFileName('', 'image/webp')).toBe('file.webp');
    expect(storedFileName(undefined, 'image/jpeg')).toBe('file.jpg');
  });

  it('drops folders and control characters, and shortens long names', () => {
    expect(storedFileName('../../etc/passwd', 'image/png')).toBe('passwd.png');
    expect(storedFileName('a\r\nb.png', 'image/png')).toBe('ab.png');
    expect(storedFileName(`${'n'.repeat(300)}.png`, 'image/png')).toHaveLength(118);
  });
});

describe('inlineDisposition', () => {
  it('quotes a plain name and repeats it encoded', () => {
    expect(inlineDisposition('receipt.pdf')).toBe(
      `inline; filename="receipt.pdf"; filename*=UTF-8''receipt.pdf`,
    );
  });

  it('never lets quotes, backslashes or line breaks into the quoted name', () => {
    const header = inlineDisposition('a"b\\c\r\nd%e\'(1).png');
    expect(header).toBe(
      `inline; filename="a_b_c__d_e'(1).png"; filename*=UTF-8''a%22b%5Cc%0D%0Ad%25e%27%281%29.png`,
    );
  });
});
