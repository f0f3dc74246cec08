import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { focusRing } from '../theme/mixins';

export interface PictureTileProps {
  /** Accessible name of the tile (the picture's name). */
  label: string;
  /** The picture (an `img`), or what shows in its square instead (a spinner, 'Imagen no disponible'). */
  picture: ReactNode;
  /** The caption under the picture: its name, its data, its buttons. */
  children?: ReactNode;
  /** Makes the whole tile a button that picks the picture (a picker); a figure otherwise. */
  onPick?: () => void;
}

const frame = css`
  display: grid;
  grid-template-rows: auto 1fr;
  height: 100%;
  box-sizing: border-box;
  margin: 0;
  padding: 0;
  background: ${({ theme }) => theme.color.surface};
  border: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  text-align: start;
  overflow: hidden;
`;

const StyledFigure = styled.figure`
  ${frame}
`;

const StyledButton = styled.button`
  ${frame}
  width: 100%;
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.color.primary};
  }
  ${focusRing}
`;

const StyledPicture = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 1;
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: center;
  > img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

const StyledCaption = styled.span`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.spacing(1)};
  min-width: 0;
  padding: ${({ theme }) => theme.spacing(2)};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** A picture in a square over its caption, in a gallery (a figure) or a picker (a button): images, designs, logos. */
export function PictureTile({ label, picture, children, onPick }: PictureTileProps) {
  const content = (
    <>
      <StyledPicture>{picture}</StyledPicture>
      {children ? <StyledCaption as={onPick ? 'span' : 'figcaption'}>{children}</StyledCaption> : null}
    </>
  );
  return onPick ? (
    <StyledButton type="button" aria-label={label} onClick={onPick}>
      {content}
    </StyledButton>
  ) : (
    <StyledFigure aria-label={label}>{content}</StyledFigure>
  );
}
