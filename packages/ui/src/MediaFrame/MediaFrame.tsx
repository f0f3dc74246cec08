import { type ReactNode, useState } from 'react';
import styled, { css } from 'styled-components';

/** 'card' a 16:9 picture across a card, 'thumbnail' a fixed-width picture beside a list row, 'banner' a page's 16:9 picture. */
export type MediaFrameVariant = 'card' | 'thumbnail' | 'banner';

export interface MediaFrameProps {
  /** Address of the image, or null when there is none (the fallback shows). */
  src: string | null;
  /** Alternative text; empty for a decorative image (the card's title names it). */
  alt?: string;
  /** Shape of the frame; 'card' by default. */
  variant?: MediaFrameVariant;
  /** What the frame shows when there is no image or it fails to load (an icon, 'Imagen no disponible'). */
  fallback?: ReactNode;
  /** Load the image when it nears the viewport (cards of a list). */
  lazy?: boolean;
}

const variantStyles: Record<MediaFrameVariant, ReturnType<typeof css>> = {
  card: css`
    width: 100%;
    aspect-ratio: 16 / 9;
    min-height: 0;
    gap: ${({ theme }) => theme.spacing(1)};
    font-size: ${({ theme }) => theme.font.size.xs};
  `,
  thumbnail: css`
    width: ${({ theme }) => theme.size.thumbnail.md};
    min-height: 100%;
    gap: ${({ theme }) => theme.spacing(1)};
    font-size: ${({ theme }) => theme.font.size.xs};
    ${({ theme }) => theme.media.mobile} {
      width: ${({ theme }) => theme.size.thumbnail.sm};
    }
  `,
  banner: css`
    aspect-ratio: 16 / 9;
    max-height: ${({ theme }) => theme.size.media};
    gap: ${({ theme }) => theme.spacing(2)};
    border-radius: ${({ theme }) => theme.radius.lg};
  `,
};

/**
 * A fixed box: the image fills it with object-fit: cover whatever its own size or ratio, taken out of the flow so a
 * tall image can never stretch the card.
 */
const StyledFrame = styled.div<{ $variant: MediaFrameVariant }>`
  position: relative;
  overflow: hidden;
  flex-shrink: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: ${({ theme }) => theme.color.textMuted};
  ${({ $variant }) => variantStyles[$variant]}
  img {
    position: absolute;
    inset: 0;
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** A picture in a frame of a fixed shape, with a fallback when there is none or it fails to load (`data-media` says which). */
export function MediaFrame({ src, alt = '', variant = 'card', fallback, lazy = false }: MediaFrameProps) {
  const [broken, setBroken] = useState<string | null>(null);
  const shown = src !== null && broken !== src ? src : null;
  return (
    <StyledFrame $variant={variant} data-media={shown ? 'image' : 'fallback'}>
      {shown ? <img src={shown} alt={alt} loading={lazy ? 'lazy' : undefined} onError={() => setBroken(shown)} /> : fallback}
    </StyledFrame>
  );
}
