import { useRouteLoaderData } from 'react-router';

/** What the root loader sends every page about the academy (from the server's config). */
export interface AcademyInfo {
  academyName: string;
  contactPhone: string | null;
}

const FALLBACK: AcademyInfo = { academyName: 'Academia', contactPhone: null };

export function useAcademy(): AcademyInfo {
  return useRouteLoaderData<AcademyInfo>('root') ?? FALLBACK;
}
