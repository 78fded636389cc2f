export const probeA = 1;
