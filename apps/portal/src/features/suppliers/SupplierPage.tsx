import { allowedBrandRoutes, allowedSupplierRoutes, orUnspecified, supplierSubRouteGate } from '@socios/domain';
import { Button, Dialog, Facts, FavouriteButton, InfoIcon, Inline, Page, SectionNav, Select, Spinner, Text } from '@socios/ui';
import { useState } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate, useParams } from 'react-router';
import styled from 'styled-components';
import { useApiMutation, useApiQuery } from '../../app/query/apiQuery';
import { useSession, useUserConfig } from '../../app/session/SessionProvider';
import { PERMISSION_LABELS } from '../../app/features';
import { Crumbs } from '../../app/shell/Crumbs';
import { SectionDenied } from '../../app/shell/SectionDenied';
import { SupplierLogo } from './components';
import { fileUrl } from './data';
import { SupplierSearchDialog } from './SupplierSearchDialog';
import { BRAND_PATHS, SUPPLIER_PATHS, type SupplierContext } from './supplierContext';

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
  /* At least 16rem: on a tablet the buttons beside it go to the next line rather than squeeze the name. */
  flex: 1 1 16rem;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  min-width: 0;
`;

/**
 * /proveedores/{provId}: the supplier shell (001 §2.2): logo (or initials), name, breadcrumbs, the menu of the
 * sub-routes the user's flags open, an information dialog, the supplier quick search and the favourite toggle.
 */
export function SupplierPage() {
  const { provId, marcaId } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const id = Number(provId);
  const config = useUserConfig();
  const { refresh } = useSession();
  const list = useApiQuery('Proveedores', 'GetListado', undefined, { staleTime: 300_000, select: (a) => a.valorRetorno });
  const [info, setInfo] = useState(false);
  // The information dialog shows the conditions' NIF, phone, fax and address when the user may read them.
  const conditions = useApiQuery(
    'Proveedores',
    'ObtenerRegistro',
    { provId: id },
    {
      enabled: info && config.Permisos.Condiciones && id > 0,
      select: (a) => a.valorRetorno,
      staleTime: 300_000,
    },
  );
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
  const routes = allowedSupplierRoutes(config.Permisos).filter((r) => SUPPLIER_PATHS.includes(r.path));
  const brandRoutes = allowedBrandRoutes(config.Permisos, BRAND_PATHS);
  const brand = supplier.Marcas.find((m) => m.MAR_ID === Number(marcaId));
  const base = `/proveedores/${id}`;
  const subPath = location.pathname.startsWith(base) ? location.pathname.slice(base.length + 1) : '';
  // The brand's own index only redirects to one of its pages, which are gated in turn.
  const gate = supplierSubRouteGate(subPath);
  // Choosing a brand keeps the brand page being read (consumption, tariffs…), or opens the first one allowed.
  const brandPage = brandRoutes.find((r) => subPath.endsWith(`/${r.path}`)) ?? brandRoutes[0];
  const chooseBrand = (value: string) => {
    if (value && brandPage) navigate(`${base}/detalleMarca/${value}/${brandPage.path}`);
    else if (!value) navigate(base);
  };
  const favourite = config.favoritos.ProveedoresFavoritos.find((f) => f.FAV_ID_ENTIDAD === id);
  const c = conditions.data;
  // What the conditions tell (NIF, fax) reads as closed to a user without Condiciones, not as missing data.
  const fromConditions = (value: string | null | undefined) =>
    !config.Permisos.Condiciones ? `Requiere el permiso «${PERMISSION_LABELS.Condiciones}»` : conditions.isPending ? 'Cargando…' : orUnspecified(value);
  const address = c
    ? [c.CND_DIRECCION, [c.CND_CP, c.CND_POBLACION].filter(Boolean).join(' '), c.CND_PROVINCIA].filter(Boolean).join(', ')
    : [supplier.PRV_DOMICILIO, [supplier.PRV_CP, supplier.PRV_POBLACION].filter(Boolean).join(' '), supplier.PRV_PROVINCIA].filter(Boolean).join(', ');
  return (
    <Page>
      <Crumbs aria-label="Ruta">
        <ol>
          <li>
            <Link to="/proveedores">Proveedores</Link>
          </li>
          {brand ? (
            <>
              <li>
                <Link to={base}>{supplier.PRV_NOMBRE}</Link>
              </li>
              <li aria-current="page">{brand.MAR_NOMBRE}</li>
            </>
          ) : (
            <li aria-current="page">{supplier.PRV_NOMBRE}</li>
          )}
        </ol>
      </Crumbs>
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
      {brandRoutes.length && supplier.Marcas.length ? (
        <Inline>
          <Select
            label="Marcas"
            placeholder="Todas las marcas"
            value={brand ? String(brand.MAR_ID) : ''}
            onChange={(e) => chooseBrand(e.target.value)}
            options={supplier.Marcas.map((m) => ({ value: String(m.MAR_ID), label: m.MAR_NOMBRE }))}
          />
        </Inline>
      ) : null}
      {(brand ? brandRoutes : routes).length ? (
        <SectionNav aria-label={`Menú de ${supplier.PRV_NOMBRE}`}>
          {brand
            ? brandRoutes.map((r) => (
                <NavLink key={r.id} to={`${base}/detalleMarca/${brand.MAR_ID}/${r.path}`} end>
                  {`${r.title} de ${brand.MAR_NOMBRE}`}
                </NavLink>
              ))
            : routes.map((r) => (
                <NavLink key={r.id} to={r.path ? `${base}/${r.path}` : base} end>
                  {r.title}
                </NavLink>
              ))}
        </SectionNav>
      ) : null}
      {gate === null || config.Permisos[gate] ? <Outlet context={{ supplier } satisfies SupplierContext} /> : <SectionDenied permission={gate} />}
      <Dialog open={info} onClose={() => setInfo(false)} title={supplier.PRV_NOMBRE}>
        <Facts density="comfortable">
          <dt>Razón social</dt>
          <dd>{supplier.PRV_RAZON_SOCIAL}</dd>
          <dt>NIF</dt>
          <dd>{fromConditions(c?.CND_NIF)}</dd>
          <dt>Teléfono</dt>
          <dd>{orUnspecified(c?.CND_TELEFONO ?? supplier.PRV_TELEFONO_1)}</dd>
          <dt>Fax</dt>
          <dd>{fromConditions(c?.CND_FAX)}</dd>
          <dt>Dirección</dt>
          <dd>{orUnspecified(address)}</dd>
        </Facts>
      </Dialog>
      <SupplierSearchDialog open={searching} onClose={() => setSearching(false)} suppliers={list.data} />
    </Page>
  );
}
