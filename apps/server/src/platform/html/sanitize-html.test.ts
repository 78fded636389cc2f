import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize-html';

describe('sanitizeRichText', () => {
  it('keeps what the editor writes', () => {
    const html =
      '<h2>Título</h2><p><strong>a</strong> <em>b</em></p><ul><li>x</li></ul><blockquote>c</blockquote><table><tbody><tr><td>1</td></tr></tbody></table>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('removes scripts, handlers and javascript: links', () => {
    const out = sanitizeRichText(
      '<p onclick="x()">hola<script>alert(1)</script></p><a href="javascript:alert(1)">y</a><img src=x onerror=alert(1)>',
    );
    expect(out).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(out).toContain('hola');
  });

  it('keeps YouTube embeds and drops other frames', () => {
    expect(sanitizeRichText('<iframe src="https://www.youtube.com/embed/abc"></iframe>')).toContain(
      'youtube.com/embed/abc',
    );
    expect(sanitizeRichText('<iframe src="https://evil.example/x"></iframe>')).not.toContain(
      'evil.example',
    );
  });

  it('makes links safe to open', () => {
    expect(sanitizeRichText('<a href="https://a.mx" target="_blank">a</a>')).toContain(
      'rel="noopener noreferrer nofollow"',
    );
  });
});
