import { validateNewPassword } from '@socios/domain';
import { Button, CentredScreen, FormCard, Notice, PasswordField, Spinner, Text } from '@socios/ui';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useApiQuery } from '../../app/query/apiQuery';
import { callApi } from '../../app/query/callApi';
import { Logo } from '../../app/shell/Logo';

/** Landing page of the e-mailed recovery link: choose a new password twice, then log in. */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  // A dead link is said on the page itself.
  const link = useApiQuery('Usuarios', 'ComprobarEnlacePwd', { token }, { retry: false, errors: 'handled' });
  const [pwd, setPwd] = useState('');
  const [pwd2, setPwd2] = useState('');
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSaving(true);
    try {
      // The common-password list is loaded only here, when a password is being set.
      const { isCommonPassword } = await import('@socios/domain/commonPasswords');
      const checked = validateNewPassword(pwd, pwd2, isCommonPassword);
      if (!checked.ok) {
        setOutcome({ ok: false, text: checked.errors[0]?.message ?? '' });
        return;
      }
      const answer = await callApi('Usuarios', 'RestablecerPwd', { token, pwd, pwd2 });
      setOutcome(answer.ok ? { ok: true, text: 'Contraseña cambiada. Ya puede iniciar sesión con ella.' } : { ok: false, text: answer.mensajeError ?? '' });
    } catch (err) {
      setOutcome({ ok: false, text: err instanceof Error ? err.message : String(err) });
    } finally {
      setSaving(false);
    }
  };

  let body: React.ReactNode;
  if (link.isPending) body = <Spinner centered label="Comprobando el enlace" />;
  else if (!link.data?.ok)
    body = (
      <FormCard as="div">
        <Text as="h2" size="xl" tone="default">
          Enlace no válido
        </Text>
        <Notice role="alert" tone="danger">
          {link.data?.mensajeError ?? 'No se ha podido comprobar el enlace.'}
        </Notice>
        <Text tone="muted">
          Puede pedir otro desde <Link to="/login">la pantalla de acceso</Link>, con «¿Ha olvidado su contraseña?».
        </Text>
      </FormCard>
    );
  else if (outcome?.ok)
    body = (
      <FormCard as="div">
        <Text as="h2" size="xl" tone="default">
          Contraseña cambiada
        </Text>
        <Notice role="status" tone="success">
          {outcome.text}
        </Notice>
        <Link to="/login">Ir a la pantalla de acceso</Link>
      </FormCard>
    );
  else
    body = (
      <FormCard onSubmit={submit} aria-labelledby="reset-title">
        <Text as="h2" id="reset-title" size="xl" tone="default">
          Elegir una nueva contraseña
        </Text>
        <PasswordField label="Nueva contraseña" autoComplete="new-password" value={pwd} onChange={(e) => setPwd(e.target.value)} fullWidth />
        <PasswordField label="Repita la contraseña" autoComplete="new-password" value={pwd2} onChange={(e) => setPwd2(e.target.value)} fullWidth />
        {outcome && (
          <Notice role="alert" tone="danger">
            {outcome.text}
          </Notice>
        )}
        <Button type="submit" loading={saving} fullWidth>
          Guardar contraseña
        </Button>
      </FormCard>
    );

  return (
    <CentredScreen>
      <Logo />
      {body}
    </CentredScreen>
  );
}
