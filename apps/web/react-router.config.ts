import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'src',
  ssr: true,
  // React Router 8 needs Node 22, so this app stays on 7 and keeps 7's behaviour, said here once
  // instead of the build warning about each flag. Turning one on is a change of its own: the
  // middleware flag changes the load context our loaders read `fetchApi` from, and the others
  // change how route modules are split and how data requests are addressed.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
