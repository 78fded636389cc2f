import { describe, expect, it } from 'vitest';
import { youtubeEmbedUrl, ZArticuloCampos } from './blog-fields';

describe('youtubeEmbedUrl', () => {
  it('turns watch, short and embed links into the embed address', () => {
    const embed = 'https://www.youtube.com/embed/dQw4w9WgXcQ';
    expect(youtubeEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10')).toBe(embed);
    expect(youtubeEmbedUrl('https://youtu.be/dQw4w9WgXcQ')).toBe(embed);
    expect(youtubeEmbedUrl(' https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ ')).toBe(embed);
    expect(youtubeEmbedUrl('https://m.youtube.com/shorts/dQw4w9WgXcQ')).toBe(embed);
  });

  it('answers null for an empty value and undefined for anything that is not YouTube', () => {
    expect(youtubeEmbedUrl('  ')).toBeNull();
    expect(youtubeEmbedUrl('https://evil.test/embed/dQw4w9WgXcQ')).toBeUndefined();
    expect(youtubeEmbedUrl('javascript:alert(1)')).toBeUndefined();
    expect(youtubeEmbedUrl('https://www.youtube.com/embed/<script>')).toBeUndefined();
  });

  it('refuses a foreign video address in the article form with a Spanish message', () => {
    const parsed = ZArticuloCampos.safeParse({
      nombre: 'x',
      categoria: 1,
      video: 'https://x.test',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toMatch(/YouTube/);
  });
});
