import { ApiError } from '@socios/api';
import { useCallback } from 'react';
import { useNotice } from '../../../app/notice/NoticeProvider';

/** An answer of an ActualizarRegistro-like call: ok, or a refusal with its text. */
export interface ChangeAnswer {
  ok: boolean;
  mensajeError?: string | null;
}

/** The text of a failed call: the server's mensajeError, or the error's own message. */
export function failureText(failure: unknown): string {
  if (failure instanceof ApiError) return failure.message;
  if (failure && typeof failure === 'object' && 'mensajeError' in failure) return String((failure as ChangeAnswer).mensajeError ?? '');
  return failure instanceof Error ? failure.message : String(failure);
}

/**
 * Runs a change and tells a failure in the app's popup (an error dialog with the mensajeError and 'Aceptar', 001 §8):
 * resolves true when the call answered ok. `title` is the dialog's title ('Error', 'Error de servidor'…); `intro`
 * an optional first line before the server's text.
 */
export function useChange() {
  const notify = useNotice();
  return useCallback(
    async (run: () => Promise<ChangeAnswer>, title = 'Error', intro?: string): Promise<boolean> => {
      let message: string;
      try {
        const answer = await run();
        if (answer.ok) return true;
        message = failureText(answer);
      } catch (err) {
        message = failureText(err);
      }
      notify({ title, message: intro ? `${intro}\n${message}` : message });
      return false;
    },
    [notify],
  );
}
