import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Inline } from '../Inline';
import { MetaLines } from '../MetaLines';
import { Text } from '../Text';
import { Tile } from '../Tiles/Tile';

export interface RecordCardProps {
  /** The record's name: the card's heading and the accessible name of the card and its buttons. */
  title: string;
  /** A card (in a grid of Tiles) or a line (in a 'joined' ItemList). */
  layout: 'card' | 'row';
  /** Lines under the name (a card shows them all; a line shows them side by side, only the first one on a phone). */
  details?: readonly ReactNode[];
  /** A picture or a mark above the name on a card, before it on a line. */
  media?: ReactNode;
  /** A mark after the name ('Grupo'). */
  badge?: ReactNode;
  /** The record's buttons. */
  actions?: ReactNode;
}

const StyledRow = styled.article`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
`;

const StyledRowName = styled.div`
  display: flex;
  flex: 0 1 30%;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  min-width: 0;
  ${({ theme }) => theme.media.mobile} {
    flex-basis: 50%;
  }
`;

const StyledRowDetails = styled.div`
  display: flex;
  flex: 1;
  gap: ${({ theme }) => theme.spacing(4)};
  min-width: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
  > * {
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  ${({ theme }) => theme.media.mobile} {
    > :nth-child(n + 2) {
      display: none;
    }
  }
`;

/** One record of a list of records, as a card or as a line: its name, a mark, details and its buttons. */
export function RecordCard({ title, layout, details = [], media, badge, actions }: RecordCardProps) {
  const lines = details.filter((d) => d != null && d !== false && d !== '');
  // The details are positional and never reordered: their index is their key.
  const spans = lines.map((d, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    <span key={i}>{d}</span>
  ));
  if (layout === 'row') {
    return (
      <StyledRow aria-label={title}>
        {media}
        <StyledRowName>
          <Text as="span" size="lg" weight="bold" truncate>
            {title}
          </Text>
          {badge}
        </StyledRowName>
        <StyledRowDetails>{spans}</StyledRowDetails>
        {actions}
      </StyledRow>
    );
  }
  return (
    <Tile aria-label={title}>
      {media}
      <Inline justify="between" align="start" wrap={false}>
        <Inline gap={2} wrap={false}>
          <Text as="h3" size="lg" weight="bold" truncate>
            {title}
          </Text>
          {badge}
        </Inline>
        {actions}
      </Inline>
      <MetaLines>{spans}</MetaLines>
    </Tile>
  );
}
