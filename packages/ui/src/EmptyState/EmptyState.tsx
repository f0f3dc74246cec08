import type { ReactNode } from 'react';
import styled from 'styled-components';
import { InboxIcon } from '../icons';

export interface EmptyStateProps {
  /** Short statement (e.g. 'No tienes noticias sin leer'). */
  title: ReactNode;
  /** Optional explanation or invitation (e.g. how to add favourites). */
  description?: ReactNode;
  /** Decorative icon; an inbox by default. */
  icon?: ReactNode;
  /** Optional call to action (a Button). */
  action?: ReactNode;
  /** Smaller paddings for use inside cards and panels. */
  compact?: boolean;
}

const StyledRoot = styled.div<{ $compact: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme, $compact }) => ($compact ? theme.spacing(4) : theme.spacing(10, 6))};
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
`;

const StyledIcon = styled.div`
  display: flex;
  padding: ${({ theme }) => theme.spacing(3)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.primarySubtle};
  color: ${({ theme }) => theme.color.primary};
`;

const StyledTitle = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.text};
`;

const StyledDescription = styled.p`
  margin: 0;
  max-width: 48ch;
`;

/** What a list or panel shows when it has nothing to show, with an optional call to action. */
export function EmptyState({ title, description, icon, action, compact = false }: EmptyStateProps) {
  return (
    <StyledRoot $compact={compact}>
      <StyledIcon aria-hidden="true">{icon ?? <InboxIcon size={compact ? 24 : 32} />}</StyledIcon>
      <StyledTitle>{title}</StyledTitle>
      {description ? <StyledDescription>{description}</StyledDescription> : null}
      {action ?? null}
    </StyledRoot>
  );
}
