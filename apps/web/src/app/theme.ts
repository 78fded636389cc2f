import { createTheme } from '@mantine/core';

/** Mantine's default breakpoints already put `md` at 62em (992 px), the spec's sidebar limit. */
export const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
});
