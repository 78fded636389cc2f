// React and React Router pick their development or production builds from NODE_ENV the first
// time they load, so it is set before anything imports them (the server renders pages with
// React; its development build is several times slower).
process.env.NODE_ENV ??= 'production';

import('./start-server')
  .then(({ startServer }) => startServer())
  .catch((err: unknown) => {
    console.error('No se pudo iniciar el servidor:', err instanceof Error ? err.message : err);
    process.exit(1);
  });
