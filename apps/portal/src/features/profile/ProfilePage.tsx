import { Page, type TabItem, Tabs, useIsMobile } from '@socios/ui';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useUserConfig } from '../../app/session/SessionProvider';
import { ApiAccessTab } from './ApiAccessTab';
import { AuditLogTab } from './AuditLogTab';
import { MemberTab } from './MemberTab';
import { MyDataTab } from './MyDataTab';
import { PointsOfSaleTab } from './PointsOfSaleTab';
import { UsersTab } from './UsersTab';

/** The tabs of 'Mi Perfil' by their address segment ('' is /perfil itself); admin tabs only for account administrators. */
const TABS: readonly { id: string; label: string; adminOnly: boolean; Panel: () => React.JSX.Element }[] = [
  { id: 'datos', label: 'Mis datos', adminOnly: false, Panel: MyDataTab },
  { id: 'usuarios', label: 'Usuarios', adminOnly: true, Panel: UsersTab },
  { id: 'socio', label: 'Socio', adminOnly: false, Panel: MemberTab },
  { id: 'puntos-venta', label: 'Puntos de venta', adminOnly: false, Panel: PointsOfSaleTab },
  { id: 'registro-cambios', label: 'Registro de cambios', adminOnly: true, Panel: AuditLogTab },
  { id: 'acceso-api', label: 'Acceso API', adminOnly: false, Panel: ApiAccessTab },
];

/**
 * /perfil, 'Mi Perfil' (001 §2.16): tabs for the user's own data, the member's users (account administrators), the
 * member company, its points of sale, the log of changes (account administrators) and the user's personal API tokens. Each tab has its address
 * (/perfil/usuarios…); a tab the user may not see falls back to 'Mis datos' (the server refuses its calls anyway).
 * On a phone the tabs stand one under the other, so that none is cut off.
 */
export function ProfilePage() {
  const { tab = 'datos' } = useParams();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const { usuario } = useUserConfig();
  const admin = usuario.USR_ADMINISTRAR_CUENTAS;

  const tabs: TabItem[] = useMemo(
    () =>
      TABS.filter((t) => admin || !t.adminOnly).map(({ id, label, Panel }) => ({
        id,
        label,
        panel: <Panel />,
      })),
    [admin],
  );
  const selected = tabs.some((t) => t.id === tab) ? tab : 'datos';

  return (
    <Page>
      <Tabs
        panelGap={4}
        label="Secciones de Mi Perfil"
        tabs={tabs}
        value={selected}
        onChange={(id) => navigate(id === 'datos' ? '/perfil' : `/perfil/${id}`)}
        orientation={isMobile ? 'vertical' : 'horizontal'}
        panelPosition="below"
        panelsFocusable={false}
      />
    </Page>
  );
}
