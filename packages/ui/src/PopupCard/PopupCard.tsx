import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface PopupCardProps {
  /** The place's name. */
  title: ReactNode;
  /** What the place is ('Socio · CIF …'), muted. */
  subtitle?: ReactNode;
  /** Lines under it: `div`s for data (address, phone and e-mail links), `span`s for muted notes. */
  children?: ReactNode;
}

const StyledPopup = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(0.5)};
  min-width: ${({ theme }) => theme.spacing(45)};
  strong {
    font-size: ${({ theme }) => theme.font.size.md};
  }
  span {
    color: ${({ theme }) => theme.color.textMuted};
  }
  a {
    color: ${({ theme }) => theme.color.primary};
  }
`;

/** What a map's marker tells when opened (a member, a point of sale): name, what it is, and how to reach it. */
export function PopupCard({ title, subtitle, children }: PopupCardProps) {
  return (
    <StyledPopup>
      <strong>{title}</strong>
      {subtitle ? <span>{subtitle}</span> : null}
      {children}
    </StyledPopup>
  );
}
