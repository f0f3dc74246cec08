import { Button, Inline, Notice, Stack, Text, TextField } from '@socios/ui';
import { type FormEvent, useState } from 'react';

/** The outcome of a recovery request: sent, or the reason it was not. */
export type RecoveryOutcome = { ok: true } | { ok: false; message: string };

export interface PasswordRecoveryProps {
  /** The address proposed (the user's own). */
  defaultEmail: string;
  /** Sends the request (Usuarios/RecuperarPwd). */
  onSend: (email: string) => Promise<RecoveryOutcome>;
}

/** Success text of password recovery (001 §8). */
export const RECOVERY_SENT = 'El correo se envió con éxito';

/**
 * The password recovery form of 'Mi Perfil' (001 §2.16, §4): an e-mail address and 'Enviar'; then sending, and the
 * success text 'El correo se envió con éxito' or the server's mensajeError.
 */
export function PasswordRecovery({ defaultEmail, onSend }: PasswordRecoveryProps) {
  const [email, setEmail] = useState(defaultEmail);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<RecoveryOutcome | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setOutcome(null);
    try {
      setOutcome(await onSend(email.trim()));
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack as="form" gap={3} onSubmit={submit} noValidate aria-label="Recuperar contraseña">
      <Text size="sm" tone="muted">
        Le enviaremos a esta dirección un enlace para elegir una nueva contraseña sin escribir la actual.
      </Text>
      <TextField label="Correo de recuperación" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} fullWidth />
      {outcome ? (
        <Notice tone={outcome.ok ? 'success' : 'danger'} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.ok ? RECOVERY_SENT : outcome.message}
        </Notice>
      ) : null}
      <Inline justify="end">
        <Button type="submit" variant="secondary" loading={sending}>
          Enviar enlace
        </Button>
      </Inline>
    </Stack>
  );
}
