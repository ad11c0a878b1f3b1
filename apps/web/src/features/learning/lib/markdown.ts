import DOMPurify from 'dompurify';
import { marked } from 'marked';

/**
 * Course descriptions and lesson texts are written by instructors: Markdown becomes HTML and
 * DOMPurify keeps only harmless markup (no scripts, handlers, frames or forms), so a lesson can
 * never run code in a learner's session.
 */
export function renderMarkdown(source: string): string {
  const html = marked.parse(source, { async: false, gfm: true, breaks: false });
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}
