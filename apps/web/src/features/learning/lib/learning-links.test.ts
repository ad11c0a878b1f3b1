import { describe, expect, test } from 'vitest';
import { isCertificateCode, linkedInAddUrl, verifyLinkOf } from './certificate-links';
import { renderMarkdown } from './markdown';
import { youtubeEmbedUrl, youtubeIdOf } from './video-link';

describe('certificate links', () => {
  test('tells certificate codes from e-mail tokens', () => {
    expect(isCertificateCode('PMJ-7KQ2-XM4R')).toBe(true);
    expect(isCertificateCode('pmj-7kq2-xm4r')).toBe(true);
    // 0, O, 1, I and L are never drawn.
    expect(isCertificateCode('PMJ-0KQ2-XM4R')).toBe(false);
    expect(isCertificateCode('PMJ-7KQ2-XM4')).toBe(false);
    expect(isCertificateCode('f'.repeat(64))).toBe(false);
  });

  test('the verify link and LinkedIn’s form', () => {
    expect(verifyLinkOf('PMJ-7KQ2-XM4R', 'https://pamoja.example')).toBe(
      'https://pamoja.example/verify/PMJ-7KQ2-XM4R',
    );
    const url = new URL(
      linkedInAddUrl({
        courseTitle: 'Loans & you',
        code: 'PMJ-7KQ2-XM4R',
        issuedAt: '2026-12-31T22:30:00.000Z',
        verifyUrl: 'https://p.example/verify/PMJ-7KQ2-XM4R',
      }),
    );
    expect(url.searchParams.get('name')).toBe('Loans & you');
    expect(url.searchParams.get('issueYear')).toBe('2026');
    expect(url.searchParams.get('issueMonth')).toBe('12');
    expect(url.searchParams.get('certUrl')).toBe('https://p.example/verify/PMJ-7KQ2-XM4R');
  });
});

describe('video links', () => {
  test('YouTube links of every shape play in the no-cookie player; others are not embedded', () => {
    for (const link of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://m.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    ])
      expect(youtubeIdOf(link)).toBe('dQw4w9WgXcQ');
    expect(youtubeEmbedUrl('dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(youtubeIdOf('https://vimeo.com/123')).toBeNull();
    expect(youtubeIdOf('https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(youtubeIdOf('https://www.youtube.com/watch?v=bad"id')).toBeNull();
    expect(youtubeIdOf('not a link')).toBeNull();
  });
});

describe('Markdown', () => {
  test('keeps formatting and drops scripts, handlers and javascript: links', () => {
    const html = renderMarkdown(
      '## Hi\n\n**bold** [ok](https://example.com) [bad](javascript:alert(1))\n\n<script>alert(1)</script><img src="x" onerror="alert(1)"><iframe src="https://evil.example"></iframe>',
    );
    expect(html).toContain('<h2>Hi</h2>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('href="https://example.com"');
    expect(html).not.toMatch(/script|onerror|javascript:|iframe/);
  });
});
