import type { TEnviarRespueastasEvaluacionAlumnoRequest } from '@academia/contract/evaluations/enviar-respuestas-evaluacion-alumno';
import type { TPreguntaEvaluacionAlumno } from '@academia/contract/evaluations/get-preguntas-evaluacion-curso-alumno';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '~/components/ui/render-with-mantine';
import { ApiError } from '~/lib/api-error';
import { AnswersForm } from './answers-form';
import { formatRemaining } from './countdown';
import { quedanIntentos } from './evaluation-section';

const QUESTIONS: TPreguntaEvaluacionAlumno[] = [
  {
    id: 11,
    pregunta: '¿Qué capa usa un router?',
    tipo: 1,
    respuestas: [
      { id: 1, respuesta: 'Capa 2' },
      { id: 2, respuesta: 'Capa 3' },
    ],
  },
  {
    id: 12,
    pregunta: '¿Cuáles son de transporte?',
    tipo: 2,
    respuestas: [
      { id: 3, respuesta: 'TCP' },
      { id: 4, respuesta: 'IP' },
      { id: 5, respuesta: 'UDP' },
    ],
  },
  {
    id: 13,
    pregunta: '¿Cuántos hosts tiene una /30?',
    tipo: 1,
    respuestas: [{ id: 6, respuesta: '2' }],
  },
];

function renderForm(onSubmit: (r: TEnviarRespueastasEvaluacionAlumnoRequest) => Promise<unknown>) {
  renderWithMantine(
    <AnswersForm questions={QUESTIONS} evaluacion={5} alumnoCurso={9} onSubmit={onSubmit} />,
  );
}

describe('AnswersForm', () => {
  it('sends one id per single choice, the ids of a multiple choice, and skips the unanswered', async () => {
    const sent: unknown[] = [];
    renderForm(async (request) => sent.push(request));
    const single = screen.getByRole('radiogroup', { name: '1. ¿Qué capa usa un router?' });
    // A new choice replaces the earlier one.
    fireEvent.click(within(single).getByRole('radio', { name: 'Capa 2' }));
    fireEvent.click(within(single).getByRole('radio', { name: 'Capa 3' }));
    const multiple = screen.getByRole('group', { name: /2\. ¿Cuáles son de transporte\?/ });
    fireEvent.click(within(multiple).getByRole('checkbox', { name: 'TCP' }));
    fireEvent.click(within(multiple).getByRole('checkbox', { name: 'IP' }));
    fireEvent.click(within(multiple).getByRole('checkbox', { name: 'UDP' }));
    fireEvent.click(within(multiple).getByRole('checkbox', { name: 'IP' }));
    expect(screen.getByText(/Respondidas:/).textContent).toBe('Respondidas: 2 de 3');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar Evaluación' }));
    // Asked first, with how many are answered of the total.
    const dialog = await screen.findByRole('dialog', { name: 'Enviar evaluación' });
    expect(within(dialog).getByText('Has respondido 2 de 3 preguntas.')).toBeTruthy();
    expect(within(dialog).getByText(/Queda 1 pregunta sin responder/)).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar Evaluación' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          evaluacion: 5,
          alumno_curso: 9,
          respuestas: [
            { pregunta: 11, respuesta: 2 },
            { pregunta: 12, respuesta: [3, 5] },
          ],
        },
      ]),
    );
  });

  it("shows the server's refusal above the questions", async () => {
    renderForm(() => Promise.reject(new ApiError(409, 'conflict', 'Ya no te quedan intentos.')));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar Evaluación' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enviar evaluación' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar Evaluación' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Ya no te quedan intentos.');
  });

  it('sends nothing when the student goes back to answering', async () => {
    const sent: unknown[] = [];
    renderForm(async (request) => sent.push(request));
    expect(screen.getByText(/Respondidas:/).textContent).toBe('Respondidas: 0 de 3');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar Evaluación' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enviar evaluación' });
    expect(within(dialog).getByText('Has respondido 0 de 3 preguntas.')).toBeTruthy();
    expect(within(dialog).getByText(/Quedan 3 preguntas sin responder/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Seguir respondiendo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([]);
  });

  it('sends the answers given so far, unasked, when the time runs out', async () => {
    const late: unknown[] = [];
    renderWithMantine(
      <AnswersForm
        questions={QUESTIONS}
        evaluacion={5}
        alumnoCurso={9}
        deadline={Date.now() + 1500}
        onSubmit={async () => {}}
        onTimeUp={(request) => late.push(request)}
      />,
    );
    expect(screen.getByRole('timer', { name: 'Tiempo restante' }).textContent).toMatch(
      /^00:0[12]$/,
    );
    const single = screen.getByRole('radiogroup', { name: '1. ¿Qué capa usa un router?' });
    fireEvent.click(within(single).getByRole('radio', { name: 'Capa 3' }));
    await waitFor(() => expect(late).toHaveLength(1), { timeout: 5000 });
    expect(late).toEqual([
      { evaluacion: 5, alumno_curso: 9, respuestas: [{ pregunta: 11, respuesta: 2 }] },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('quedanIntentos', () => {
  it('agrees in number', () => {
    expect(quedanIntentos(1)).toBe('te queda 1 intento');
    expect(quedanIntentos(2)).toBe('te quedan 2 intentos');
    expect(quedanIntentos(0)).toBe('te quedan 0 intentos');
  });
});

describe('formatRemaining', () => {
  it('shows minutes and seconds, hours past an hour, never below zero', () => {
    expect(formatRemaining(65_000)).toBe('01:05');
    expect(formatRemaining(3_600_000 + 61_000)).toBe('1:01:01');
    expect(formatRemaining(-5)).toBe('00:00');
  });
});
