import { FolderIcon, Page, SvgIcon, TagIcon, Text, Tiles, UsersIcon } from '@socios/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';

/** One tile of the hub: where it goes, its name, a line of text and its icon. */
interface HubTile {
  readonly href: string;
  readonly title: string;
  readonly text: string;
  readonly icon: ReactNode;
}

function WorkshopIcon() {
  return (
    <SvgIcon size={28}>
      <path d="M3 21V9l9-5 9 5v12" />
      <path d="M7 21v-7h10v7M7 17h10" />
    </SvgIcon>
  );
}

function ImageIcon() {
  return (
    <SvgIcon size={28}>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="10" r="2" />
      <path d="M21 16l-5-5-9 9" />
    </SvgIcon>
  );
}

function MailIcon() {
  return (
    <SvgIcon size={28}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 7l9 6 9-6" />
    </SvgIcon>
  );
}

/** The six tiles of 'Mis Promociones' (001 §2.18), in the spec's order. */
export const HUB_TILES: readonly HubTile[] = [
  {
    href: '/promociones/grupos_talleres',
    title: 'Mis grupos de talleres',
    text: 'Reúna sus talleres en grupos para enviarles campañas.',
    icon: <UsersIcon size={28} />,
  },
  {
    href: '/promociones/talleres',
    title: 'Mis Talleres',
    text: 'Sus talleres clientes: altas, cambios, importación y exportación.',
    icon: <WorkshopIcon />,
  },
  {
    href: '/promociones/imagenes',
    title: 'Imagenes',
    text: 'La galería de imágenes para sus campañas.',
    icon: <ImageIcon />,
  },
  {
    href: '/promociones/campanas',
    title: 'Mis Campañas',
    text: 'Diseñe sus campañas y envíelas por correo a sus grupos.',
    icon: <TagIcon size={28} />,
  },
  {
    href: '/promociones/envios',
    title: 'Mis Envíos',
    text: 'Los envíos realizados y su estado.',
    icon: <MailIcon />,
  },
  {
    href: '/promociones/categorias_imagenes',
    title: 'Mis Categorías de Imágenes',
    text: 'Ordene sus imágenes por categorías.',
    icon: <FolderIcon size={28} />,
  },
];

const StyledTile = styled(Link)`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.spacing(1, 3)};
  align-items: center;
  height: 100%;
  box-sizing: border-box;
  padding: ${({ theme }) => theme.spacing(5)};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  background: ${({ theme }) => theme.color.surface};
  border: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  &:hover {
    border-color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.primarySubtle};
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.outline.width} solid ${({ theme }) => theme.color.focus};
    outline-offset: ${({ theme }) => theme.outline.offset};
  }
`;

const StyledIcon = styled.span`
  grid-row: span 2;
  display: inline-grid;
  place-items: center;
  width: ${({ theme }) => theme.spacing(12)};
  height: ${({ theme }) => theme.spacing(12)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primarySubtle};
  color: ${({ theme }) => theme.color.primary};
`;

/** 'Mis Promociones' (001 §2.18): six tiles, each with its icon and a line of text, leading to the area's pages. */
export function PromotionsHub() {
  return (
    <Page>
      <nav aria-label="Mis Promociones">
        <Tiles as="ul" minWidth={65} gap={4}>
          {HUB_TILES.map((tile) => (
            <li key={tile.href}>
              <StyledTile to={tile.href}>
                <StyledIcon>{tile.icon}</StyledIcon>
                <Text as="span" size="lg" weight="bold">
                  {tile.title}
                </Text>
                <Text as="span" size="sm" tone="muted">
                  {tile.text}
                </Text>
              </StyledTile>
            </li>
          ))}
        </Tiles>
      </nav>
    </Page>
  );
}
