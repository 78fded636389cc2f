import { describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/test-config';
import { renderMail } from './render-mail';

const config = testConfig({ academyName: 'Academia <Ñandú> & "Cía"' });

describe('renderMail', () => {
  const { html, text } = renderMail(
    {
      titulo: 'Hola <script>alert(1)</script>',
      parrafos: ['Primero: Pérez & García', "Segundo con 'comillas' y <b>etiquetas</b>"],
      boton: { texto: 'Entrar <ya>', url: 'https://academia.example/restablecer?token=a1&b=2' },
    },
    config,
  );

  it('escapes every piece of text in the HTML', () => {
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html).toContain('Hola &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Primero: Pérez &amp; García');
    expect(html).toContain('Segundo con &#39;comillas&#39; y &lt;b&gt;etiquetas&lt;/b&gt;');
    expect(html).toContain('Academia &lt;Ñandú&gt; &amp; &quot;Cía&quot;');
    expect(html).toContain('Entrar &lt;ya&gt;');
    expect(html).toContain('href="https://academia.example/restablecer?token=a1&amp;b=2"');
  });

  it('is a Spanish HTML document with the title and the link written out', () => {
    expect(html).toMatch(/^<!doctype html>\n<html lang="es">/);
    expect(html).toContain('<title>Hola &lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(html).toContain('Si el botón no funciona, copia este enlace en tu navegador');
  });

  it('gives the same content as plain text, unescaped', () => {
    expect(text).toContain('Academia <Ñandú> & "Cía"');
    expect(text).toContain('Hola <script>alert(1)</script>');
    expect(text).toContain('Primero: Pérez & García');
    expect(text).toContain('Entrar <ya>: https://academia.example/restablecer?token=a1&b=2');
    expect(text).not.toContain('&amp;');
  });

  it('leaves the button out when there is none', () => {
    const plain = renderMail({ titulo: 'Aviso', parrafos: ['Nada que hacer.'] }, config);
    expect(plain.html).not.toContain('<a href');
    expect(plain.text).toContain('Nada que hacer.');
  });

  it('refuses a link that is not http(s)', () => {
    expect(() =>
      renderMail(
        { titulo: 'x', parrafos: [], boton: { texto: 'x', url: 'javascript:alert(1)' } },
        config,
      ),
    ).toThrow(/http/);
  });
});

describe('text a stranger wrote into a mail', () => {
  // A sign-up's name lands in the welcome mail: mail clients turn what looks like an address
  // into a link, so the academy would mail a stranger's link to anyone.
  const hostile =
    'Ana www.premio.example http://malo.example/x visita gana-ya.com o escribe a yo@malo.example';
  const { html, text } = renderMail(
    {
      titulo: `Hola ${hostile}`,
      parrafos: [`Bienvenida, ${hostile}.`, 'Importe: 10.50 MXN.'],
      boton: { texto: 'Entrar', url: 'https://academia.example/entrar' },
    },
    testConfig(),
  );
  const LINK_LIKE = /https?:\/\/|www\.|[\p{L}\p{N}-]+\.[\p{L}]{2,}|@[\p{L}\p{N}-]+\./iu;

  it('writes nothing a mail client would turn into a link, in the HTML and the plain text', () => {
    const strangerParts = [html.split('<table role="presentation" cellspacing')[0] ?? '', text];
    for (const part of strangerParts) {
      const withoutOurs = part
        .replaceAll('https://academia.example/entrar', '')
        .replace(/<head>[\s\S]*<\/head>/, '')
        .replace(/<[^>]+>/g, ' ');
      expect(withoutOurs).not.toMatch(LINK_LIKE);
    }
    expect(text).toContain('Importe: 10.50 MXN.');
  });

  it('keeps the only link the academy put in the mail', () => {
    expect([...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1])).toEqual([
      'https://academia.example/entrar',
      'https://academia.example/entrar',
    ]);
  });
});
