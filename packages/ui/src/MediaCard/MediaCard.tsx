import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { focusRing } from '../theme/mixins';

/** 'column' the picture on top (a mosaic's card), 'row' the picture beside the text (a list's row). */
export type MediaCardLayout = 'column' | 'row';

export interface MediaCardProps {
  /** Where the picture goes; 'column' by default. */
  layout?: MediaCardLayout;
  /** The picture (a MediaFrame). */
  media: ReactNode;
  /** The line above the title: badges, a date. */
  meta?: ReactNode;
  /** The title: a link, whose target then covers the whole card. */
  title: ReactNode;
  /** Id of the title's heading; it names the card (aria-labelledby). */
  titleId: string;
  /** Level of the title's heading; 3 by default. */
  headingLevel?: 2 | 3 | 4;
  /** An excerpt, cut after two lines; its tooltip holds it all. */
  summary?: string;
  /** What sits at the card's bottom (a list of categories). */
  footer?: ReactNode;
}

const layoutStyles: Record<MediaCardLayout, ReturnType<typeof css>> = {
  column: css`
    flex-direction: column;
  `,
  row: css`
    flex-direction: row;
  `,
};

const StyledCard = styled.article<{ $layout: MediaCardLayout }>`
  position: relative;
  display: flex;
  height: 100%;
  overflow: hidden;
  background: ${({ theme }) => theme.color.surface};
  border: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  ${({ $layout }) => layoutStyles[$layout]}
  &:hover {
    box-shadow: ${({ theme }) => theme.shadow.md};
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

/** The title's link stretches over the card (::after), so the whole card is its target. */
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

const StyledFooter = styled.div`
  margin-top: auto;
`;

/** A card led by a picture: meta line, a title linking to the item, a two-line excerpt and a footer (news, articles). */
export function MediaCard({ layout = 'column', media, meta, title, titleId, headingLevel = 3, summary, footer }: MediaCardProps) {
  return (
    <StyledCard $layout={layout} aria-labelledby={titleId}>
      {media}
      <StyledBody>
        {meta ? <StyledMeta>{meta}</StyledMeta> : null}
        <StyledTitle as={`h${headingLevel}`} id={titleId}>
          {title}
        </StyledTitle>
        {summary === undefined ? null : <StyledSummary title={summary}>{summary}</StyledSummary>}
        {footer ? <StyledFooter>{footer}</StyledFooter> : null}
      </StyledBody>
    </StyledCard>
  );
}
