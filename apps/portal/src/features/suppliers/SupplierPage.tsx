import { allowedSupplierRoutes, orUnspecified } from '@socios/domain';
import { Button, Dialog, Facts, FavouriteButton, InfoIcon, Inline, Page, Spinner, Text } from '@socios/ui';
import { useState } from 'react';
import { Link, NavLink, Outlet, useOutletContext, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useApiMutation, useApiQuery } from '../../app/query/apiQuery';
import { useSession, useUserConfig } from '../../app/session/SessionProvider';
import type { Proveedor } from '@socios/api';
import { SectionDenied } from '../../app/shell/SectionDenied';
import { SupplierLogo } from './components';
import { fileUrl } from './data';
import { SupplierSearchDialog } from './SupplierSearchDialog';

const StyledHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(4)};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

const StyledTitle = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  min-width: 0;
`;

const StyledCrumbs = styled.nav`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.spacing(2)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li + li::before {
    content: '›';
    margin-right: ${({ theme }) => theme.spacing(2)};
  }
  a {
    color: ${({ theme }) => theme.color.primary};
  }
`;

const StyledMenu = styled.nav`
  border-bottom: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.spacing(1)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-block;
    padding: ${({ theme }) => theme.spacing(2, 4)};
    border-bottom: ${({ theme }) => theme.borderWidth.thick} solid transparent;
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
  }
  a[aria-current='page'] {
    border-bottom-color: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primary};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

/** What the supplier's sub-routes read from the shell. */
export interface SupplierContext {
  supplier: Proveedor;
}

/** The supplier of the shell, for its sub-routes. */
export function useSupplier(): Proveedor {
  return useOutletContext<SupplierContext>().supplier;
}

/**
 * /proveedores/{provId}: the supplier shell (001 §2.2): logo (or initials), name, breadcrumbs, the menu of the
 * sub-routes the user's flags open, an information dialog, the supplier quick search and the favourite toggle.
 */
export function SupplierPage() {
  const { provId } = useParams();
  const id = Number(provId);
  const config = useUserConfig();
  const { refresh } = useSession();
  const list = useApiQuery('Proveedores', 'GetListado', undefined, { staleTime: 300_000, select: (a) => a.valorRetorno });
  const [info, setInfo] = useState(false);
  // The information dialog shows the conditions' NIF, phone, fax and address when the user may read them.
  const conditions = useApiQuery('Proveedores', 'ObtenerRegistro', { provId: id }, {
    enabled: info && config.Permisos.Condiciones && id > 0,
    select: (a) => a.valorRetorno,
    staleTime: 300_000,
  });
  const [searching, setSearching] = useState(false);
  const toggle = useApiMutation('Usuarios', 'AddOrDeleteFavorito', { invalidates: [], onSuccess: () => refresh() });
  if (!list.data) return <Spinner size="lg" centered holdScreen label="Cargando el proveedor" />;
  const supplier = list.data.find((s) => s.PRV_ID === id);
  if (!supplier) {
    return (
      <Page>
        <Text>No existe el proveedor solicitado.</Text>
        <Link to="/proveedores">Volver a Proveedores</Link>
      </Page>
    );
  }
  const routes = allowedSupplierRoutes(config.Permisos).filter((r) => ['', 'contactos', 'documentos'].includes(r.path));
  const favourite = config.favoritos.ProveedoresFavoritos.find((f) => f.FAV_ID_ENTIDAD === id);
  const c = conditions.data;
  const address = c
    ? [c.CND_DIRECCION, [c.CND_CP, c.CND_POBLACION].filter(Boolean).join(' '), c.CND_PROVINCIA].filter(Boolean).join(', ')
    : [supplier.PRV_DOMICILIO, [supplier.PRV_CP, supplier.PRV_POBLACION].filter(Boolean).join(' '), supplier.PRV_PROVINCIA].filter(Boolean).join(', ');
  return (
    <Page>
      <StyledCrumbs aria-label="Ruta">
        <ol>
          <li>
            <Link to="/proveedores">Proveedores</Link>
          </li>
          <li aria-current="page">{supplier.PRV_NOMBRE}</li>
        </ol>
      </StyledCrumbs>
      <StyledHeader>
        <SupplierLogo name={supplier.PRV_NOMBRE} url={supplier.PRV_ID_DOCUMENTO === null ? null : fileUrl(supplier.PRV_ID_DOCUMENTO, 5)} />
        <StyledTitle>
          <h2>{supplier.PRV_NOMBRE}</h2>
          <Text tone="muted">{supplier.PRV_RAZON_SOCIAL}</Text>
          <Text tone="muted" size="sm">
            Marcas: {supplier.Marcas.map((m) => m.MAR_NOMBRE).join(', ')}
          </Text>
        </StyledTitle>
        <Inline>
          <FavouriteButton
            isFavourite={Boolean(favourite)}
            loading={toggle.isPending}
            onToggle={() => toggle.mutate({ FAV_ID: favourite?.FAV_ID ?? null, FAV_ID_ENTIDAD: id, FAV_TIPO: 'P' })}
          />
          <Button variant="secondary" startIcon={<InfoIcon size={16} />} onClick={() => setInfo(true)}>
            Información
          </Button>
          <Button variant="secondary" onClick={() => setSearching(true)}>
            Buscar proveedor
          </Button>
        </Inline>
      </StyledHeader>
      {routes.length ? (
        <StyledMenu aria-label={`Menú de ${supplier.PRV_NOMBRE}`}>
          <ul>
            {routes.map((r) => (
              <li key={r.id}>
                <NavLink to={r.path ? `/proveedores/${id}/${r.path}` : `/proveedores/${id}`} end>
                  {r.title}
                </NavLink>
              </li>
            ))}
          </ul>
        </StyledMenu>
      ) : null}
      {config.Permisos.Condiciones ? <Outlet context={{ supplier } satisfies SupplierContext} /> : <SectionDenied permission="Condiciones" />}
      <Dialog open={info} onClose={() => setInfo(false)} title={supplier.PRV_NOMBRE}>
        <Facts density="comfortable">
          <dt>Razón social</dt>
          <dd>{supplier.PRV_RAZON_SOCIAL}</dd>
          <dt>NIF</dt>
          <dd>{orUnspecified(c?.CND_NIF)}</dd>
          <dt>Teléfono</dt>
          <dd>{orUnspecified(c?.CND_TELEFONO ?? supplier.PRV_TELEFONO_1)}</dd>
          <dt>Fax</dt>
          <dd>{orUnspecified(c?.CND_FAX)}</dd>
          <dt>Dirección</dt>
          <dd>{orUnspecified(address)}</dd>
        </Facts>
      </Dialog>
      <SupplierSearchDialog open={searching} onClose={() => setSearching(false)} suppliers={list.data} />
    </Page>
  );
}
