/** The spec's evaluation modals close about 2 s after a successful save, showing its message. */
export const CLOSE_AFTER_MS = 2000;
