export const own = 1;
