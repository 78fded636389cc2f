import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives the runtime interface defaults on an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.dataDir).toMatch(/[/\\]data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.demoData).toBeUndefined();
    expect(config.publicUrl).toBe('http://127.0.0.1:3000');
    expect(config.smtpUrl).toBeUndefined();
    expect(config.academyName).toBe('Conecta Academia');
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/srv/academia',
      DATABASE_URL: 'postgres://u@db:5432/academia',
      DEMO_DATA: 'false',
      PUBLIC_URL: 'https://academia.example.com/',
      SMTP_URL: 'smtp://mail:25',
      ACADEMY_NAME: 'Academia Ejemplo',
      ADMIN_EMAIL: 'Admin@Example.com',
      ADMIN_PASSWORD: 'una-clave-larga',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/srv/academia',
      databaseUrl: 'postgres://u@db:5432/academia',
      demoData: false,
      publicUrl: 'https://academia.example.com',
      smtpUrl: 'smtp://mail:25',
      academyName: 'Academia Ejemplo',
      adminEmail: 'admin@example.com',
      adminPassword: 'una-clave-larga',
      mailFrom: '"Academia Ejemplo" <no-reply@academia.example.com>',
    });
  });

  it.each([
    [{ PORT: 'abc' }, /^Configuración no válida: PORT .*\(valor recibido: "abc"\)$/],
    [{ PORT: '70000' }, /PORT debe estar entre 1 y 65535/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL debe empezar por postgres/],
    [{ DEMO_DATA: 'quizá' }, /DEMO_DATA debe ser true o false/],
    [{ PUBLIC_URL: 'academia.com' }, /PUBLIC_URL debe ser una URL/],
    [{ SMTP_URL: 'http://mail' }, /SMTP_URL debe empezar por smtp/],
    [
      { ADMIN_EMAIL: 'no-es-correo', ADMIN_PASSWORD: 'clave-larga' },
      /ADMIN_EMAIL debe ser un correo/,
    ],
    [{ ADMIN_EMAIL: 'a@b.co' }, /ADMIN_EMAIL y ADMIN_PASSWORD se indican juntos/],
    [{ ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: 'corta' }, /ADMIN_PASSWORD debe tener al menos 10/],
    [{ LOG_LEVEL: 'ruidoso' }, /LOG_LEVEL/],
    [{ TRUST_PROXY: 'proxy; rm -rf' }, /TRUST_PROXY debe ser true, false/],
    [{ TRUST_PROXY: '2' }, /TRUST_PROXY debe ser true, false/],
    [{ TRUST_PROXY: '10.0.0.0/8/1' }, /TRUST_PROXY debe ser true, false/],
  ])('refuses %o with one clear line', (env, message) => {
    let error: unknown;
    try {
      loadConfig(env);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).not.toContain('\n');
  });

  it('trusts a proxy on the same machine by default, or what TRUST_PROXY names', () => {
    expect(loadConfig({}).trustProxy).toBe('loopback');
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, ::1, uniquelocal' }).trustProxy).toBe(
      '10.0.0.0/8, ::1, uniquelocal',
    );
  });

  it('treats empty values as unset', () => {
    const config = loadConfig({ DATABASE_URL: '', SMTP_URL: ' ', PUBLIC_URL: '' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
  });
});
