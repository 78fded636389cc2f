import { type CSSVariablesResolver, createTheme } from '@mantine/core';

/**
 * Every modal's and drawer's close button is read out as 'Cerrar' (Mantine's has no name). Plain
 * objects rather than `Modal.extend`, which would bring the modal's code into every page.
 */
const closeButtonProps = { 'aria-label': 'Cerrar' };

/**
 * Mantine's default breakpoints already put `md` at 62em (992 px), the spec's sidebar limit.
 * Shade 8 of the primary color: white on blue.6 (Mantine's default) is 3.5:1, under the 4.5:1
 * that WCAG AA and Lighthouse ask of text; blue.8 is 5:1, as link text on white too.
 */
export const theme = createTheme({
  // Transitions off for people whose system asks for less motion (WCAG 2.3.3).
  respectReducedMotion: true,
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  components: {
    Modal: { defaultProps: { closeButtonProps } },
    Drawer: { defaultProps: { closeButtonProps } },
  },
});

/**
 * Dimmed text in gray.7: Mantine's gray.6 is 3.3:1 on white, under WCAG AA's 4.5:1. A field's
 * error text and red border in red.8 (4.6:1) for the same reason: red.6 is 3.3:1. Placeholders
 * in gray.7 (8:1) too: Mantine's gray.5 is 2.1:1. The badges' darker colours are in
 * theme-colors.css: a style sheet, not JavaScript every public page would download.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
  },
  dark: {},
});
