import { type CSSVariablesResolver, createTheme } from '@mantine/core';

/**
 * Mantine's default breakpoints already put `md` at 62em (992 px), the spec's sidebar limit.
 * Shade 8 of the primary color: white on blue.6 (Mantine's default) is 3.5:1, under the 4.5:1
 * that WCAG AA and Lighthouse ask of text; blue.8 is 5:1, as link text on white too.
 */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
});

/** Dimmed text in gray.7: Mantine's gray.6 is 3.3:1 on white, under WCAG AA's 4.5:1. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
