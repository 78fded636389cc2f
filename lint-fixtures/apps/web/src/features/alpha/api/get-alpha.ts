export const getAlpha = 1;
