/** An option being edited in the question form. */
export interface Option {
  /** The stored option's id; new options have none until saved. */
  id?: number;
  /** Identifies the row while editing, stored or not. */
  key: string;
  respuesta: string;
  correcta: boolean;
}

/**
 * Marks or unmarks one option as correct. In a tipo 1 (single choice) question, marking one
 * unmarks the others, as a radio button would.
 */
export function markCorrect(
  options: readonly Option[],
  tipo: 1 | 2,
  key: string,
  correcta: boolean,
): Option[] {
  return options.map((o) => {
    if (o.key === key) return { ...o, correcta };
    return tipo === 1 && correcta ? { ...o, correcta: false } : o;
  });
}

/** Switching a question to single choice keeps only its first correct option marked. */
export function keepFirstCorrect(options: readonly Option[]): Option[] {
  let seen = false;
  return options.map((o) => {
    if (!o.correcta) return o;
    if (seen) return { ...o, correcta: false };
    seen = true;
    return o;
  });
}

/** The options as the contract takes them: stored ones with their id, in the order shown. */
export function toRespuestas(options: readonly Option[]) {
  return options.map((o) => ({
    ...(o.id !== undefined ? { id: o.id } : {}),
    respuesta: o.respuesta,
    correcta: o.correcta ? 1 : 0,
  }));
}
