import { phoneHref } from '@socios/domain';
import { Card, Spinner } from '@socios/ui';
import styled from 'styled-components';
import { useApiQuery } from '../../app/query/apiQuery';
import { useUserConfig } from '../../app/session/SessionProvider';

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

function Phone({ value }: { value: string | null }) {
  const href = phoneHref(value);
  if (!value) return 'Sin especificar';
  return href ? <a href={href}>{value}</a> : value;
}

/** Who is logged in. */
export function WelcomeBlock() {
  const config = useUserConfig();
  return (
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
  );
}

/** The user's member company, compact. */
export function MemberBlock() {
  const member = useApiQuery('Socios', 'GetSocio', undefined);
  const m = member.data?.valorRetorno;
  return (
    <Card title="Su empresa">
      {m ? (
        <StyledFacts>
          <dt>Razón social</dt>
          <dd>{m.SOC_NOMBRE}</dd>
          <dt>CIF</dt>
          <dd>{m.SOC_CIF}</dd>
          <dt>Dirección</dt>
          <dd>
            {[m.SOC_DIRECCION, [m.SOC_CP, m.SOC_POBLACION].filter(Boolean).join(' '), m.SOC_PROVINCIA].filter(Boolean).join(', ')}
          </dd>
          <dt>Teléfono</dt>
          <dd>
            <Phone value={m.SOC_TELEFONO} />
          </dd>
        </StyledFacts>
      ) : (
        <Spinner centered label="Cargando los datos de su empresa" />
      )}
    </Card>
  );
}
