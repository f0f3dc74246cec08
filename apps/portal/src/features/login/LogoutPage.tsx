import { Spinner } from '@socios/ui';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { useSession } from '../../app/session/SessionProvider';

const StyledCentre = styled.div`
  display: grid;
  place-content: center;
  justify-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
  color: ${({ theme }) => theme.color.textMuted};
`;

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
    <StyledCentre>
      <Spinner size="lg" decorative />
      <p role="status">Cerrando sessión</p>
    </StyledCentre>
  );
}
