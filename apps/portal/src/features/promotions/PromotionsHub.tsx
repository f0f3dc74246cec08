import { FolderIcon, ImageIcon, LinkTiles, MailIcon, Page, TagIcon, Text, UsersIcon, WorkshopIcon } from '@socios/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** One tile of the hub: where it goes, its name, a line of text and its icon. */
interface HubTile {
  readonly href: string;
  readonly title: string;
  readonly text: string;
  readonly icon: ReactNode;
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
    icon: <WorkshopIcon size={28} />,
  },
  {
    href: '/promociones/imagenes',
    title: 'Imagenes',
    text: 'La galería de imágenes para sus campañas.',
    icon: <ImageIcon size={28} />,
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
    icon: <MailIcon size={28} />,
  },
  {
    href: '/promociones/categorias_imagenes',
    title: 'Mis Categorías de Imágenes',
    text: 'Ordene sus imágenes por categorías.',
    icon: <FolderIcon size={28} />,
  },
];

/** 'Mis Promociones' (001 §2.18): six tiles, each with its icon and a line of text, leading to the area's pages. */
export function PromotionsHub() {
  return (
    <Page>
      <nav aria-label="Mis Promociones">
        <LinkTiles>
          {HUB_TILES.map((tile) => (
            <li key={tile.href}>
              <Link to={tile.href}>
                <span>{tile.icon}</span>
                <Text as="span" size="lg" weight="bold">
                  {tile.title}
                </Text>
                <Text as="span" size="sm" tone="muted">
                  {tile.text}
                </Text>
              </Link>
            </li>
          ))}
        </LinkTiles>
      </nav>
    </Page>
  );
}
