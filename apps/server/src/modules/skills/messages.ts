export const COMPETENCIA_NO_ENCONTRADA = 'La competencia no existe o ya fue eliminada.';
export const TERMINO_NO_ENCONTRADO = 'El término no existe o ya fue eliminado.';
export const COMPETENCIA_INEXISTENTE_EN_LISTA =
  'Alguna de las competencias elegidas ya no existe. Vuelve a elegirlas.';

/** The 409 for a name or term someone already holds, naming what it clashes with. */
export function choque(texto: string, clash: { competencia: string; termino: string | null }) {
  return clash.termino === null
    ? `«${texto}» choca con la competencia «${clash.competencia}», que ya existe.`
    : `«${texto}» choca con el término «${clash.termino}» de la competencia «${clash.competencia}».`;
}
/** When a unique index refuses it at the same moment as another request. */
export const NOMBRE_REPETIDO = 'Ese nombre o término acaba de registrarse. Recarga la lista.';

export function aplicados(vacantes: number) {
  return vacantes === 1
    ? 'Se asignaron competencias a 1 vacante analizada.'
    : `Se asignaron competencias a ${vacantes} vacantes analizadas.`;
}
