import type { Page, Request } from '@playwright/test';

/**
 * Does what opens a new tab and answers the tab and the address it went to. A PDF is shown by
 * Chromium's viewer but downloaded by its headless shell, where the tab never commits to the
 * address; its navigation request is what both browsers have.
 */
export async function openNewTab(
  page: Page,
  open: () => Promise<unknown>,
): Promise<{ tab: Page; url: string }> {
  const context = page.context();
  const request = context.waitForEvent(
    'request',
    (r) => r.isNavigationRequest() && !fromPage(r, page),
  );
  const tab = context.waitForEvent('page');
  await open();
  return { tab: await tab, url: (await request).url() };
}

/** A new tab's first request comes before its frame exists, which `frame()` refuses to answer. */
function fromPage(request: Request, page: Page): boolean {
  try {
    return request.frame().page() === page;
  } catch {
    return false;
  }
}
