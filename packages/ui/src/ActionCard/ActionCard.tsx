import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { focusRing } from '../theme/mixins';
import type { ViewMode } from '../ViewToggle';

export interface ActionCardProps {
  /** List row ('list', default) or mosaic card ('cards'). */
  variant?: ViewMode;
  /** A decorative icon before the text (the file's kind). */
  icon: ReactNode;
  /** The item's name. */
  title: ReactNode;
  /** Id of the title's heading; it names the card (aria-labelledby). */
  titleId: string;
  /** Lines under the title (a description, the meta line). */
  children?: ReactNode;
  /** The item's buttons (download, share, favourite). */
  actions?: ReactNode;
}

const StyledCard = styled.article<{ $variant: ViewMode }>`
  display: flex;
  gap: ${({ theme }) => theme.spacing(3)};
  height: 100%;
  padding: ${({ theme }) => theme.spacing(3, 4)};
  border: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  ${({ $variant }) =>
    $variant === 'cards'
      ? css`
          flex-direction: column;
        `
      : css`
          /* On a phone the actions go under the text, which keeps the card's width. */
          flex-wrap: wrap;
          align-items: center;
        `}
  > svg {
    flex: none;
    color: ${({ theme }) => theme.color.primary};
  }
`;

const StyledBody = styled.div`
  display: flex;
  flex: 1 1 12rem;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(0.5)};
  min-width: 0;
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  button:focus-visible {
    ${focusRing}
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex: none;
  margin-left: auto;
  gap: ${({ theme }) => theme.spacing(1)};
  align-items: center;
`;

/** An item one acts on (a document): icon, name and lines, and its buttons at the end (under it on a card). */
export function ActionCard({ variant = 'list', icon, title, titleId, children, actions }: ActionCardProps) {
  return (
    <StyledCard $variant={variant} aria-labelledby={titleId}>
      {icon}
      <StyledBody>
        <h3 id={titleId}>{title}</h3>
        {children}
      </StyledBody>
      {actions ? <StyledActions>{actions}</StyledActions> : null}
    </StyledCard>
  );
}
