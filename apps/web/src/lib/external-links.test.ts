import { describe, expect, it } from 'vitest';
import { chatLink } from './external-links';

describe('chatLink', () => {
  const greeting = encodeURIComponent('Hola, me gustaría recibir información sobre sus servicios.');

  it("opens a chat with the academy's number, digits only", () => {
    expect(chatLink('+52 55 1234-5678')).toBe(`https://wa.me/525512345678?text=${greeting}`);
  });

  it('lets the visitor pick the contact when no number is configured', () => {
    expect(chatLink(undefined)).toBe(`https://wa.me/?text=${greeting}`);
  });
});
