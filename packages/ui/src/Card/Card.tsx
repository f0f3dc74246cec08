import { type ReactNode, useId } from 'react';
import styled, { css } from 'styled-components';

export type CardElevation = 'flat' | 'raised';
export type CardPadding = 'none' | 'sm' | 'md';

export interface CardProps {
  /** Heading of the card; when given, the card is a labelled region. */
  title?: ReactNode;
  /** Level of the heading element (h2 by default). */
  headingLevel?: 2 | 3 | 4;
  /** Buttons or links on the right of the heading. */
  actions?: ReactNode;
  /** Content. */
  children?: ReactNode;
  /** Area under the content (links, pagers). */
  footer?: ReactNode;
  /** Flat (border) or raised (shadow). */
  elevation?: CardElevation;
  /** Inner padding of the body. */
  padding?: CardPadding;
}

const elevationStyles: Record<CardElevation, ReturnType<typeof css>> = {
  flat: css`
    box-shadow: none;
  `,
  raised: css`
    box-shadow: ${({ theme }) => theme.shadow.md};
  `,
};

const paddingStyles: Record<CardPadding, ReturnType<typeof css>> = {
  none: css`
    padding: 0;
  `,
  sm: css`
    padding: ${({ theme }) => theme.spacing(3)};
  `,
  md: css`
    padding: ${({ theme }) => theme.spacing(4, 5)};
  `,
};

const StyledCard = styled.section<{ $elevation: CardElevation }>`
  display: flex;
  flex-direction: column;
  min-width: 0;
  background: ${({ theme }) => theme.color.surface};
  border: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  ${({ $elevation }) => elevationStyles[$elevation]}
`;

const StyledHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(3, 5)};
  border-bottom: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
`;

const StyledHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.text};
`;

const StyledActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing(1)};
`;

const StyledBody = styled.div<{ $padding: CardPadding }>`
  flex: 1;
  ${({ $padding }) => paddingStyles[$padding]}
`;

const StyledFooter = styled.div`
  padding: ${({ theme }) => theme.spacing(3, 5)};
  border-top: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
`;

/** A surface grouping related content, optionally with a heading, actions and footer. */
export function Card({ title, headingLevel = 2, actions, children, footer, elevation = 'raised', padding = 'md' }: CardProps) {
  const headingId = useId();
  const hasHeader = Boolean(title || actions);
  return (
    <StyledCard $elevation={elevation} aria-labelledby={title ? headingId : undefined} as={title ? 'section' : 'div'}>
      {hasHeader ? (
        <StyledHeader>
          {title ? (
            <StyledHeading as={`h${headingLevel}`} id={headingId}>
              {title}
            </StyledHeading>
          ) : (
            <span />
          )}
          {actions ? <StyledActions>{actions}</StyledActions> : null}
        </StyledHeader>
      ) : null}
      <StyledBody $padding={padding}>{children}</StyledBody>
      {footer ? <StyledFooter>{footer}</StyledFooter> : null}
    </StyledCard>
  );
}
