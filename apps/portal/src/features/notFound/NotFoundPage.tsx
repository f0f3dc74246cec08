import { SearchIcon, Text } from '@socios/ui';
import { Link } from 'react-router';
import styled from 'styled-components';
import { StyledCentredPage } from '../login/ResetPasswordPage.styles';

const StyledText = styled.div`
  max-width: 32em;
  text-align: center;
  h1,
  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing(2)};
    color: ${({ theme }) => theme.color.text};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** The decorative search box of the 404 page: it looks like one, but is not a control. */
const StyledFakeSearch = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  width: min(${({ theme }) => theme.size.content.form}, 100%);
  padding: ${({ theme }) => theme.spacing(3, 4)};
  border: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.textMuted};
`;

/** 'Pagina no encontrada' (spec 000 §2 /404): a page of its own, or the content of the shell when embedded. */
export function NotFoundPage({ embedded = false }: { embedded?: boolean }) {
  return (
    <StyledCentredPage as={embedded ? 'div' : 'main'} $embedded={embedded}>
      <Text aria-hidden="true" size="display" weight="bold" tone="primary">
        404
      </Text>
      <StyledText>
        {embedded ? <h2>Pagina no encontrada</h2> : <h1>Pagina no encontrada</h1>}
        <p>La página que busca no existe o ha cambiado de dirección. Compruebe la dirección o vuelva al inicio del portal.</p>
      </StyledText>
      <StyledFakeSearch aria-hidden="true">
        <SearchIcon />
        <span>Buscar en el portal…</span>
      </StyledFakeSearch>
      <Link to="/">Volver al inicio</Link>
    </StyledCentredPage>
  );
}

/** The 404 page of its own (/404, and unknown addresses for an anonymous visitor). */
export function PublicNotFoundPage() {
  return <NotFoundPage />;
}

/** The 404 page inside the logged-in shell. */
export function EmbeddedNotFoundPage() {
  return <NotFoundPage embedded />;
}
