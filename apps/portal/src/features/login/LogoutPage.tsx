import { CentredScreen, Spinner, Text } from '@socios/ui';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../app/session/SessionProvider';

/** /logout: 'Cerrando sessión' while the exit call runs, then the login screen (spec 000 §2 Logout). */
export function LogoutPage() {
  const { logout } = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    let active = true;
    void logout().finally(() => {
      if (active) navigate('/login', { replace: true });
    });
    return () => {
      active = false;
    };
  }, [logout, navigate]);
  return (
    <CentredScreen as="div" gap={3}>
      <Spinner size="lg" decorative />
      <Text role="status" tone="muted">
        Cerrando sessión
      </Text>
    </CentredScreen>
  );
}
