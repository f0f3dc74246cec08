import { FolderIcon, ImageIcon, LinkTiles, MailIcon, Page, TagIcon, Text, UsersIcon, WorkshopIcon } from '@socios/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PROMOTION_PAGES, type PromotionPageKey } from './pages';

/** Each page's icon on its tile. */
const ICONS: Record<PromotionPageKey, ReactNode> = {
  groups: <UsersIcon size={28} />,
  workshops: <WorkshopIcon size={28} />,
  images: <ImageIcon size={28} />,
  campaigns: <TagIcon size={28} />,
  mailings: <MailIcon size={28} />,
  categories: <FolderIcon size={28} />,
};

/** 'Mis Promociones' (001 §2.18): six tiles, each with its icon and a line of text, leading to the area's pages. */
export function PromotionsHub() {
  return (
    <Page>
      <nav aria-label="Mis Promociones">
        <LinkTiles>
          {PROMOTION_PAGES.map((tile) => (
            <li key={tile.path}>
              <Link to={`/${tile.path}`}>
                <span>{ICONS[tile.key]}</span>
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
