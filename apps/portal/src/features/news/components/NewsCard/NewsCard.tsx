import { Badge, Inline, MediaCard, MediaFrame, NewsIcon, StarIcon, type ViewMode } from '@socios/ui';
import type { ComponentType, ReactNode } from 'react';

/** What a news card shows (the portal maps the wire's news item onto it). */
export interface NewsCardItem {
  /** Id of the news item. */
  id: number;
  /** Title. */
  title: string;
  /** Type name ('General', 'Socios'). */
  type: string;
  /** Date (DD/MM/YYYY). */
  date: string;
  /** Publication date (DD/MM/YYYY). */
  publicationDate: string;
  /** Plain-text excerpt of the body. */
  summary: string;
  /** URL of the image, or null for none. */
  imageUrl: string | null;
  /** Featured (NOT_DESTACADA). */
  featured: boolean;
  /** Read by the user. */
  read: boolean;
  /** Category names. */
  categories: readonly string[];
}

/** Props the card passes to the link component. */
export interface NewsCardLinkProps {
  /** Destination path. */
  href: string;
  /** The title. */
  children: ReactNode;
  /** Styling hook; pass it on to the anchor. */
  className?: string;
}

export interface NewsCardProps {
  /** The news item. */
  item: NewsCardItem;
  /** Where the title links to (e.g. /noticias/12). */
  href: string;
  /** Mosaic card ('cards') or list row ('list'). */
  variant?: ViewMode;
  /** Link component (e.g. a react-router Link wrapper); a plain anchor by default. */
  linkComponent?: ComponentType<NewsCardLinkProps>;
}

function DefaultLink({ href, children, className }: NewsCardLinkProps) {
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

/** A news item in the mosaic or the list: image (with a fallback), type, dates, title link, excerpt, categories. */
export function NewsCard({ item, href, variant = 'cards', linkComponent: Link = DefaultLink }: NewsCardProps) {
  return (
    <MediaCard
      layout={variant === 'cards' ? 'column' : 'row'}
      titleId={`noticia-${item.id}`}
      media={
        <MediaFrame
          src={item.imageUrl}
          variant={variant === 'cards' ? 'card' : 'thumbnail'}
          lazy
          fallback={
            <>
              <NewsIcon size={variant === 'cards' ? 32 : 24} />
              {variant === 'cards' ? <span>Imagen no disponible</span> : null}
            </>
          }
        />
      }
      meta={
        <>
          <Badge tone="primary">{item.type}</Badge>
          {item.featured ? (
            <Badge tone="accent" icon={<StarIcon size={12} fill="currentColor" />}>
              Destacada
            </Badge>
          ) : null}
          {item.read ? null : <Badge tone="strong">No leída</Badge>}
          <span>
            Publicada el <time>{item.publicationDate}</time>
          </span>
        </>
      }
      title={<Link href={href}>{item.title}</Link>}
      summary={item.summary}
      footer={
        item.categories.length ? (
          <Inline as="ul" gap={1} aria-label="Categorías">
            {item.categories.map((c) => (
              <li key={c}>
                <Badge>{c}</Badge>
              </li>
            ))}
          </Inline>
        ) : null
      }
    />
  );
}
