import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Facts } from '../Facts';
import { focusRing } from '../theme/mixins';
import type { ViewMode } from '../ViewToggle';

/** The frame of a directory's card or row (members, suppliers): the card's box, filling the height it is given. */
export const directoryCardFrame = css`
  height: 100%;
  padding: ${({ theme }) => theme.spacing(4)};
  border: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  overflow: hidden;
`;

export interface DirectoryCardProps {
  /** Mosaic card ('cards', default) or list row ('list'); the row folds into the card's layout on phones. */
  variant?: ViewMode;
  /** The company's logo (a CompanyLogo). */
  logo: ReactNode;
  /** The company's name. */
  title: ReactNode;
  /** Id of the title's heading; it names the card (aria-labelledby). */
  titleId: string;
  /** Under the name: an identifier line, an action. */
  subtitle?: ReactNode;
  /** `dt` / `dd` pairs (contact person, address, phone, e-mail), each value cut to one line. */
  facts: ReactNode;
  /** Title of the card's list (e.g. '2 puntos de venta'). */
  listTitle: ReactNode;
  /** The list's items (strings or elements); when empty, `listEmpty` shows. */
  listItems: readonly ReactNode[];
  /** What the list area says when it has no items. */
  listEmpty?: ReactNode;
}

const variantStyles: Record<ViewMode, ReturnType<typeof css>> = {
  cards: css`
    grid-template-columns: auto minmax(0, 1fr);
    grid-template-areas:
      'logo head'
      'facts facts'
      'places places';
    grid-template-rows: auto auto minmax(0, 1fr);
  `,
  list: css`
    grid-template-columns: auto minmax(0, 1.2fr) minmax(0, 1.6fr) minmax(0, 1.2fr);
    grid-template-areas: 'logo head facts places';
    align-items: start;
    ${({ theme }) => theme.media.tablet} {
      grid-template-columns: auto minmax(0, 1fr) minmax(0, 1fr);
      grid-template-areas:
        'logo head head'
        'facts facts places';
    }
    ${({ theme }) => theme.media.mobile} {
      grid-template-columns: auto minmax(0, 1fr);
      grid-template-areas:
        'logo head'
        'facts facts'
        'places places';
    }
  `,
};

const StyledCard = styled.article<{ $variant: ViewMode }>`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2, 4)};
  ${directoryCardFrame}
  ${({ $variant }) => variantStyles[$variant]}
  > :first-child {
    grid-area: logo;
  }
`;

const StyledHead = styled.div`
  grid-area: head;
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.spacing(1)};
  min-width: 0;
`;

// h2: in a directory the cards sit right under the page's h1 (a skipped level fails Lighthouse's heading-order).
const StyledName = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  overflow-wrap: anywhere;
`;

const StyledFacts = styled(Facts)`
  grid-area: facts;
  a {
    color: ${({ theme }) => theme.color.primary};
    border-radius: ${({ theme }) => theme.radius.sm};
    ${focusRing}
  }
`;

const StyledList = styled.div`
  grid-area: places;
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.spacing(1)};
  min-height: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  ul {
    display: grid;
    gap: ${({ theme }) => theme.spacing(1)};
    margin: 0;
    padding: 0;
    list-style: none;
    max-height: ${({ theme }) => theme.spacing(24)};
    overflow-y: auto;
    border-radius: ${({ theme }) => theme.radius.sm};
    ${focusRing}
  }
  li {
    padding-left: ${({ theme }) => theme.spacing(2)};
    border-left: ${({ theme }) => theme.borderWidth.thick} solid ${({ theme }) => theme.color.accent};
  }
`;

/**
 * A company in a directory: logo, name and what identifies it, its facts, and a list of its places. The list scrolls
 * inside the card's fixed height, and is then a Tab stop so a keyboard can scroll it too (axe's
 * scrollable-region-focusable).
 */
export function DirectoryCard({ variant = 'cards', logo, title, titleId, subtitle, facts, listTitle, listItems, listEmpty }: DirectoryCardProps) {
  const listId = `${titleId}-pv`;
  return (
    <StyledCard $variant={variant} aria-labelledby={titleId}>
      {logo}
      <StyledHead>
        <StyledName id={titleId}>{title}</StyledName>
        {subtitle}
      </StyledHead>
      <StyledFacts density="tight" size="sm" truncate>
        {facts}
      </StyledFacts>
      <StyledList>
        <h3 id={listId}>{listTitle}</h3>
        {listItems.length ? (
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region a keyboard must reach
          <ul tabIndex={0} aria-labelledby={listId}>
            {listItems.map((item, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the items have no identity of their own here
              <li key={i}>{item}</li>
            ))}
          </ul>
        ) : (
          listEmpty
        )}
      </StyledList>
    </StyledCard>
  );
}
