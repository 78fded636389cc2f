import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryTestKit } from '~/lib/query-test-kit';
import { useAgregarSubtemaTema } from './agregar-subtema-tema';
import { useGetQuizSubtema } from './get-quiz-subtema';
import { useGetSubtemasTema } from './get-subtemas-tema';

describe('useAgregarSubtemaTema', () => {
  it("refetches the topic's lessons and leaves a lesson's quizzes alone", async () => {
    const { wrapper, requestsOf } = queryTestKit();
    const { result } = renderHook(
      () => ({
        subtemas: useGetSubtemasTema(3),
        quizzes: useGetQuizSubtema(9),
        agregar: useAgregarSubtemaTema(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.subtemas.isSuccess).toBe(true));
    await waitFor(() => expect(result.current.quizzes.isSuccess).toBe(true));

    await result.current.agregar.mutateAsync({ tema: 3, nombre: 'Variables' });

    expect(requestsOf('agregarSubtemaTema')).toBe(1);
    expect(requestsOf('getSubtemasTema')).toBe(2);
    expect(requestsOf('getQuizSubtema')).toBe(1);
  });
});
