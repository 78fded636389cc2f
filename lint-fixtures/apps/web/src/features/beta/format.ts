export const formatBeta = 1;
