import { Button, FormCard, Inline, Notice, Text, TextField } from '@socios/ui';
import { type FormEvent, useState } from 'react';
import { callApi } from '../../app/query/callApi';
import { CONNECTION_ERROR_TEXT } from '@socios/api';

type Outcome = { tone: 'success' | 'danger'; text: string } | null;

/** Password recovery: e-mail field, Recuperar and Volver (spec 000 §2, §4, §8). */
export function RecoveryForm({ onBack }: { onBack(): void }) {
  const [email, setEmail] = useState('');
  const [loading, setLoading] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setLoading(true);
    setOutcome(null);
    try {
      const answer = await callApi('Usuarios', 'RecuperarPwd', { email });
      setOutcome(
        answer.ok
          ? { tone: 'success', text: 'El correo se envió con éxito' }
          : { tone: 'danger', text: answer.mensajeError ?? 'No se ha podido enviar el correo.' },
      );
    } catch (err) {
      setOutcome({ tone: 'danger', text: err instanceof Error && err.message ? err.message : CONNECTION_ERROR_TEXT });
    } finally {
      setLoading(false);
    }
  };

  return (
    <FormCard onSubmit={submit} aria-labelledby="recovery-title">
      <Text as="h2" id="recovery-title" size="xl" tone="default">
        Recuperar contraseña
      </Text>
      <Text tone="muted">Escriba la dirección de correo de su usuario y le enviaremos un enlace para elegir una nueva contraseña.</Text>
      <TextField
        label="Correo electrónico"
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        required
        fullWidth
      />
      {outcome && (
        <Notice role={outcome.tone === 'danger' ? 'alert' : 'status'} tone={outcome.tone}>
          {outcome.text}
        </Notice>
      )}
      <Inline justify="end">
        <Button type="button" variant="secondary" onClick={onBack}>
          Volver
        </Button>
        <Button type="submit" loading={loading}>
          Recuperar
        </Button>
      </Inline>
    </FormCard>
  );
}
