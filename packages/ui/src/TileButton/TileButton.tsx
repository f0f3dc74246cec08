import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface TileButtonProps {
  /** A decorative icon before the text (a folder). */
  icon: ReactNode;
  /** The tile's name. */
  title: ReactNode;
  /** A quieter line under the name ('12 documentos'). */
  detail?: ReactNode;
  /** What pressing the tile does (open the folder). */
  onClick: () => void;
}

const StyledTile = styled.button`
  display: flex;
  gap: ${({ theme }) => theme.spacing(3)};
  align-items: center;
  width: 100%;
  padding: ${({ theme }) => theme.spacing(3, 4)};
  border: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.color.primary};
  }
  svg {
    color: ${({ theme }) => theme.color.warning};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** A tile that is a button (a folder of the library): icon, name and a detail line, the whole tile the target. */
export function TileButton({ icon, title, detail, onClick }: TileButtonProps) {
  return (
    <StyledTile type="button" onClick={onClick}>
      {icon}
      <span>
        {title}
        {detail ? <small>{detail}</small> : null}
      </span>
    </StyledTile>
  );
}
