import { ErrorScreen } from '@socios/ui';
import { Link } from 'react-router';

/** 'Pagina no encontrada' (spec 000 §2 /404): a page of its own, or the content of the shell when embedded. */
export function NotFoundPage({ embedded = false }: { embedded?: boolean }) {
  return (
    <ErrorScreen
      as={embedded ? 'div' : 'main'}
      code="404"
      title="Pagina no encontrada"
      headingLevel={embedded ? 2 : 1}
      description="La página que busca no existe o ha cambiado de dirección. Compruebe la dirección o vuelva al inicio del portal."
      searchHint="Buscar en el portal…"
      action={<Link to="/">Volver al inicio</Link>}
    />
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
