import { phoneHref } from '@socios/domain';
import { Card, EmptyState, Spinner } from '@socios/ui';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { api } from '../../app/api';
import { useUserConfig } from '../../app/session/SessionProvider';

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(320px, 1fr));
  gap: ${({ theme }) => theme.spacing(5)};
  align-items: start;
`;

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.spacing(1, 4)};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: ${({ theme }) => theme.spacing(0.5)};
  }
  span {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

function Phone({ value }: { value: string | null }) {
  const href = phoneHref(value);
  if (!value) return <>Sin especificar</>;
  return href ? <a href={href}>{value}</a> : <>{value}</>;
}

/** The landing page after login: who is logged in, their member company and its points of sale. */
export function DashboardPage() {
  const config = useUserConfig();
  const member = useQuery({ queryKey: ['Socios.GetSocio'], queryFn: () => api.Socios.GetSocio() });
  const points = useQuery({ queryKey: ['Socios.GetPuntosVenta'], queryFn: () => api.Socios.GetPuntosVenta() });
  const m = member.data?.valorRetorno;

  return (
    <StyledGrid>
      <Card title={`Hola, ${config.NombreUsuario}`}>
        <StyledFacts>
          <dt>Usuario</dt>
          <dd>
            {config.NombreUsuario} {config.Apellidos} ({config.usuario.USR_CLAVE})
          </dd>
          <dt>Correo</dt>
          <dd>{config.usuario.USR_MAIL}</dd>
          <dt>Socio</dt>
          <dd>{config.socio_desc}</dd>
          <dt>Último acceso</dt>
          <dd>{config.usuario.USR_ULTVISIT ?? 'Es su primer acceso'}</dd>
        </StyledFacts>
      </Card>
      <Card title="Su empresa">
        {m ? (
          <StyledFacts>
            <dt>Razón social</dt>
            <dd>{m.SOC_NOMBRE}</dd>
            <dt>CIF</dt>
            <dd>{m.SOC_CIF}</dd>
            <dt>Administrador</dt>
            <dd>{m.SOC_CONTACTO ?? 'Sin especificar'}</dd>
            <dt>Dirección</dt>
            <dd>
              {[m.SOC_DIRECCION, [m.SOC_CP, m.SOC_POBLACION].filter(Boolean).join(' '), m.SOC_PROVINCIA].filter(Boolean).join(', ')}
            </dd>
            <dt>Teléfono</dt>
            <dd>
              <Phone value={m.SOC_TELEFONO} />
            </dd>
            <dt>Correo</dt>
            <dd>{m.SOC_MAIL ?? 'Sin especificar'}</dd>
          </StyledFacts>
        ) : (
          <Spinner centered label="Cargando los datos de su empresa" />
        )}
      </Card>
      <Card title="Puntos de venta">
        {points.isPending ? (
          <Spinner centered label="Cargando los puntos de venta" />
        ) : points.data?.valorRetorno.length ? (
          <StyledList>
            {points.data.valorRetorno.map((p) => (
              <li key={p.SOCPV_ID}>
                <strong>{p.SOCPV_NOMBRE}</strong>
                <span>{[p.SOCPV_DIRECCION, [p.SOCPV_CP, p.SOCPV_POBLACION].filter(Boolean).join(' ')].filter(Boolean).join(', ')}</span>
                <span>
                  <Phone value={p.SOCPV_TELEFONO} />
                </span>
              </li>
            ))}
          </StyledList>
        ) : (
          <EmptyState compact title="Su empresa no tiene puntos de venta registrados" />
        )}
      </Card>
    </StyledGrid>
  );
}
