import type { ReactNode } from 'react';
import styled from 'styled-components';
import {
  BatteryIcon,
  ChartIcon,
  ContactsIcon,
  DocumentIcon,
  HandshakeIcon,
  LogoutIcon,
  NewsIcon,
  OilIcon,
  RefreshIcon,
  SearchIcon,
  TagIcon,
  TireIcon,
  TruckIcon,
  UserIcon,
  UsersIcon,
} from '../icons';
import type { SidebarItem, SidebarTab } from './types';

const item = (id: string, label: string, href: string, icon: ReactNode): SidebarItem => ({ id, label, href, icon });

/** The three tabs of spec 000 §2 with every item (a user with every permission). */
export const demoTabs: SidebarTab[] = [
  {
    id: 'intranet',
    label: 'Intranet',
    icon: <NewsIcon />,
    items: [
      item('noticias', 'Noticias', '/noticias', <NewsIcon />),
      item('documentos', 'Documentos', '/documentos', <DocumentIcon />),
      item('estudios', 'Estudios de mercado', '/estudiosMercado', <ChartIcon />),
      item('socios', 'Socios', '/socios', <UsersIcon />),
      item('condiciones', 'Condiciones entre socios', '/condicionesEntreSocios', <HandshakeIcon />),
    ],
  },
  {
    id: 'proveedores',
    label: 'Proveedores',
    icon: <TruckIcon />,
    items: [
      item('proveedores', 'Proveedores', '/proveedores', <TruckIcon />),
      item('consumos', 'Mis consumos', '/consumos', <ChartIcon />),
      item('actualizaciones', 'Actualizaciones', '/actualizaciones', <RefreshIcon />),
    ],
  },
  {
    id: 'referencias',
    label: 'Referencias',
    icon: <SearchIcon />,
    items: [
      item('referencias', 'Referencias', '/referencias', <SearchIcon />),
      item('neumaticos', 'Neumáticos', '/neumaticos', <TireIcon />),
      item('lubricantes', 'Lubricantes', '/lubricantes', <OilIcon />),
      item('baterias', 'Baterías', '/baterias', <BatteryIcon />),
    ],
  },
];

/** The items below the tabs. */
export const demoBottomItems: SidebarItem[] = [
  item('perfil', 'Mi Perfil', '/perfil', <UserIcon />),
  item('contactos', 'Mis Contactos', '/contactos', <ContactsIcon />),
  item('promociones', 'Mis Promociones', '/promociones', <TagIcon />),
  item('salir', 'Salir', '/logout', <LogoutIcon />),
];

const StyledLogo = styled.span`
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.02em;

  & > span {
    color: ${({ theme }) => theme.color.accent};
  }
`;

/** Stand-in for the group's logo (the portal passes the real image). */
export const DemoLogo = () => (
  <StyledLogo>
    Portal<span>Socios</span>
  </StyledLogo>
);

/** Compact mark for the collapsed sidebar. */
export const DemoLogoMark = () => (
  <StyledLogo aria-label="Portal Socios">
    P<span>S</span>
  </StyledLogo>
);
