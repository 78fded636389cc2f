export const getBeta = 1;
