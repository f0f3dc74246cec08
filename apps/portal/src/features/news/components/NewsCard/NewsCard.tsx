import { type ComponentType, type ReactNode, useState } from 'react';
import { focusRing, NewsIcon, StarIcon, type ViewMode } from '@socios/ui';
import styled, { css } from 'styled-components';

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

const variantStyles: Record<ViewMode, ReturnType<typeof css>> = {
  cards: css`
    flex-direction: column;
  `,
  list: css`
    flex-direction: row;
  `,
};

const StyledCard = styled.article<{ $variant: ViewMode }>`
  position: relative;
  display: flex;
  height: 100%;
  overflow: hidden;
  background: ${({ theme }) => theme.color.surface};
  border: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  ${({ $variant }) => variantStyles[$variant]}
  &:hover {
    box-shadow: ${({ theme }) => theme.shadow.md};
  }
`;

const mediaStyles: Record<ViewMode, ReturnType<typeof css>> = {
  cards: css`
    width: 100%;
    aspect-ratio: 16 / 9;
    min-height: 0;
  `,
  list: css`
    width: ${({ theme }) => theme.size.thumbnail.md};
    min-height: 100%;
    ${({ theme }) => theme.media.mobile} {
      width: ${({ theme }) => theme.size.thumbnail.sm};
    }
  `,
};

/**
 * A fixed box (16:9 on cards, a thumbnail in the list): the image fills it with object-fit: cover whatever its own
 * size or ratio, taken out of the flow so a tall image can never stretch the card.
 */
const StyledMedia = styled.div<{ $variant: ViewMode }>`
  position: relative;
  overflow: hidden;
  flex-shrink: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing(1)};
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  ${({ $variant }) => mediaStyles[$variant]}
  img {
    position: absolute;
    inset: 0;
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const StyledBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1.5)};
  min-width: 0;
  padding: ${({ theme }) => theme.spacing(3, 4)};
`;

const StyledMeta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1.5)};
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.textMuted};
`;

const badgeStyles = {
  type: css`
    background: ${({ theme }) => theme.color.primarySubtle};
    color: ${({ theme }) => theme.color.primary};
  `,
  featured: css`
    background: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.onAccent};
  `,
  unread: css`
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
  `,
  category: css`
    background: ${({ theme }) => theme.color.surfaceAlt};
    color: ${({ theme }) => theme.color.text};
  `,
} as const;

const StyledBadge = styled.span<{ $kind: keyof typeof badgeStyles }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(0.5)};
  padding: ${({ theme }) => theme.spacing(0.5, 2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  ${({ $kind }) => badgeStyles[$kind]}
`;

const StyledTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  a {
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
    ${focusRing}
    &::after {
      content: '';
      position: absolute;
      inset: 0;
    }
    &:hover {
      color: ${({ theme }) => theme.color.primary};
    }
  }
`;

const StyledSummary = styled.p`
  display: -webkit-box;
  margin: 0;
  overflow: hidden;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledCategories = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1)};
  margin: auto 0 0;
  padding: 0;
  list-style: none;
`;

/** A news item in the mosaic or the list: image (with a fallback), type, dates, title link, excerpt, categories. */
export function NewsCard({ item, href, variant = 'cards', linkComponent: Link = DefaultLink }: NewsCardProps) {
  const [broken, setBroken] = useState(false);
  const showImage = item.imageUrl !== null && !broken;
  return (
    <StyledCard $variant={variant} aria-labelledby={`noticia-${item.id}`}>
      <StyledMedia $variant={variant}>
        {showImage ? (
          <img src={item.imageUrl ?? undefined} alt="" loading="lazy" onError={() => setBroken(true)} />
        ) : (
          <>
            <NewsIcon size={variant === 'cards' ? 32 : 24} />
            {variant === 'cards' ? <span>Imagen no disponible</span> : null}
          </>
        )}
      </StyledMedia>
      <StyledBody>
        <StyledMeta>
          <StyledBadge $kind="type">{item.type}</StyledBadge>
          {item.featured ? (
            <StyledBadge $kind="featured">
              <StarIcon size={12} fill="currentColor" /> Destacada
            </StyledBadge>
          ) : null}
          {item.read ? null : <StyledBadge $kind="unread">No leída</StyledBadge>}
          <span>
            Publicada el <time>{item.publicationDate}</time>
          </span>
        </StyledMeta>
        <StyledTitle id={`noticia-${item.id}`}>
          <Link href={href}>{item.title}</Link>
        </StyledTitle>
        {/* Two lines are shown; the tooltip holds the whole excerpt. */}
        <StyledSummary title={item.summary}>{item.summary}</StyledSummary>
        {item.categories.length ? (
          <StyledCategories aria-label="Categorías">
            {item.categories.map((c) => (
              <li key={c}>
                <StyledBadge $kind="category">{c}</StyledBadge>
              </li>
            ))}
          </StyledCategories>
        ) : null}
      </StyledBody>
    </StyledCard>
  );
}
