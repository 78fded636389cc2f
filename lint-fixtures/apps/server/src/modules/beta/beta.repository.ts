export const betaRows = (): string[] => [];
