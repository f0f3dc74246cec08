import { Button, FormCard, Inline, LinkButton, Notice, PasswordField, Text, TextField } from '@socios/ui';
import { type FormEvent, useState } from 'react';

/** Login form: user and password, the Login button (Enter submits), and the 'forgot password' link. */
export function LoginForm({
  onSubmit,
  onForgot,
  loading,
  error,
}: {
  onSubmit(usuario: string, pwd: string): void;
  onForgot(): void;
  loading: boolean;
  error: string | null;
}) {
  const [usuario, setUsuario] = useState('');
  const [pwd, setPwd] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit(usuario, pwd);
  };
  return (
    <FormCard onSubmit={submit} aria-labelledby="login-title" noValidate>
      <Text as="h2" id="login-title" size="xl" tone="default">
        Acceso de socios
      </Text>
      <TextField label="Usuario" name="usuario" autoComplete="username" value={usuario} onChange={(e) => setUsuario(e.target.value)} fullWidth />
      <PasswordField label="Contraseña" name="pwd" autoComplete="current-password" value={pwd} onChange={(e) => setPwd(e.target.value)} fullWidth />
      {error && (
        <Notice role="alert" tone="danger">
          {error}
        </Notice>
      )}
      <Button type="submit" loading={loading} fullWidth size="lg">
        Login
      </Button>
      <Inline justify="center">
        <LinkButton onClick={onForgot}>¿Ha olvidado su contraseña?</LinkButton>
      </Inline>
    </FormCard>
  );
}
