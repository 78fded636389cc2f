/** Query keys of course content: invalidating `contentKeys.all` refreshes every screen of it. */
export const contentKeys = {
  all: ['content'] as const,
  temas: (curso: number) => [...contentKeys.all, 'temas', curso] as const,
  temasAdmin: (curso: number) => [...contentKeys.all, 'temas-admin', curso] as const,
  subtemasTema: (tema: number) => [...contentKeys.all, 'subtemas-tema', tema] as const,
  datosCurso: (tema: number) => [...contentKeys.all, 'datos-curso', tema] as const,
  subtema: (subtema: number) => [...contentKeys.all, 'subtema', subtema] as const,
  quizzes: (subtema: number) => [...contentKeys.all, 'quizzes', subtema] as const,
  preguntas: (quiz: number) => [...contentKeys.all, 'preguntas', quiz] as const,
};
