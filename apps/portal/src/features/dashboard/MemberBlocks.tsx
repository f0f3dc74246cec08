import { Card, Facts, PhoneLink, Spinner } from '@socios/ui';
import { useApiQuery } from '../../app/query/apiQuery';
import { useUserConfig } from '../../app/session/SessionProvider';

/** Who is logged in. */
export function WelcomeBlock() {
  const config = useUserConfig();
  return (
    <Card title={`Hola, ${config.NombreUsuario}`}>
      <Facts>
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
      </Facts>
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
        <Facts>
          <dt>Razón social</dt>
          <dd>{m.SOC_NOMBRE}</dd>
          <dt>CIF</dt>
          <dd>{m.SOC_CIF}</dd>
          <dt>Dirección</dt>
          <dd>{[m.SOC_DIRECCION, [m.SOC_CP, m.SOC_POBLACION].filter(Boolean).join(' '), m.SOC_PROVINCIA].filter(Boolean).join(', ')}</dd>
          <dt>Teléfono</dt>
          <dd>
            <PhoneLink value={m.SOC_TELEFONO} fallback="Sin especificar" />
          </dd>
        </Facts>
      ) : (
        <Spinner centered label="Cargando los datos de su empresa" />
      )}
    </Card>
  );
}
