import { formatAmount } from '@academia/contract/core/money';
import type { TDemandaMercado } from '@academia/contract/skills/shapes';

const vacantes = (n: number) => (n === 1 ? '1 vacante' : `${n.toLocaleString('es-MX')} vacantes`);

/** "Mediana del sueldo: $30,000.00 MXN (5 vacantes)", one per currency. */
export function medianLines(demanda: TDemandaMercado): string[] {
  return demanda.sueldos.map(
    (s) => `Mediana del sueldo: ${formatAmount(s.mediana)} ${s.moneda} (${vacantes(s.vacantes)})`,
  );
}

/**
 * 'Demanda en el mercado' (issue 26): how many analysed vacancies ask for the course's skills
 * and their median salary per currency. Plain markup, rendered on the server (the public
 * pages' JavaScript budget); nothing when no vacancy asks for them.
 */
export function MarketDemand({
  demanda,
  headingLevel,
  className,
}: {
  demanda: TDemandaMercado;
  /** The course page gives it a heading of its own; a card a line. */
  headingLevel?: 2;
  className?: string;
}) {
  if (demanda.vacantes === 0) return null;
  const lines = medianLines(demanda);
  if (headingLevel) {
    return (
      <section aria-labelledby="demanda" className={className}>
        <h2 id="demanda">Demanda en el mercado</h2>
        <p>{vacantes(demanda.vacantes)} analizadas piden las competencias que enseña este curso.</p>
        {lines.length > 0 && (
          <ul>
            {lines.map((l) => (
              <li key={l}>{l}</li>
            ))}
          </ul>
        )}
      </section>
    );
  }
  return (
    <p className={className}>
      <strong>Demanda en el mercado:</strong> {vacantes(demanda.vacantes)}
      {lines.length > 0 && <>. {lines.join('. ')}</>}
    </p>
  );
}
