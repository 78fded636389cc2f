import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';

/** What Mantine reads from the browser and jsdom lacks. */
function fillBrowserGaps() {
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  if (typeof window.ResizeObserver === 'undefined') {
    window.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
  window.HTMLElement.prototype.scrollIntoView ??= () => {};
}

const theme = { components: { Modal: { defaultProps: { transitionProps: { duration: 0 } } } } };

function Provider({ children }: { children: ReactNode }) {
  return <MantineProvider theme={theme}>{children}</MantineProvider>;
}

/** Component tests: the element inside Mantine's provider, transitions off so modals open at once. */
export function renderWithMantine(ui: ReactElement) {
  fillBrowserGaps();
  return render(ui, { wrapper: Provider });
}
