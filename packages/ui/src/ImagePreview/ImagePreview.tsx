import type { ImgHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';

/**
 * 'thumbnail': a 96 px square (a logo being chosen); 'md': at most 160 px high, centred (an image being uploaded);
 * 'lg': at most 360 px high (a campaign's picture); 'full': the width it has, up to 560 px, centred (an enlarged picture).
 */
export type ImagePreviewSize = 'thumbnail' | 'md' | 'lg' | 'full';

export interface ImagePreviewProps extends ImgHTMLAttributes<HTMLImageElement> {
  /** How large it shows; 'md' by default. */
  size?: ImagePreviewSize;
  /** The picture's description. */
  alt: string;
}

const sizeStyles: Record<ImagePreviewSize, ReturnType<typeof css>> = {
  thumbnail: css`
    width: ${({ theme }) => theme.spacing(24)};
    height: ${({ theme }) => theme.spacing(24)};
    object-fit: contain;
    background: ${({ theme }) => theme.color.surfaceAlt};
  `,
  md: css`
    max-width: 100%;
    max-height: ${({ theme }) => theme.spacing(40)};
    margin: 0 auto;
    object-fit: contain;
    background: ${({ theme }) => theme.color.surfaceAlt};
  `,
  lg: css`
    max-width: 100%;
    max-height: ${({ theme }) => theme.size.media};
  `,
  full: css`
    width: min(100%, ${({ theme }) => theme.spacing(140)});
    height: auto;
    margin: 0 auto;
    border: 0;
  `,
};

const StyledImage = styled.img<{ $size: ImagePreviewSize }>`
  display: block;
  border: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  ${({ $size }) => sizeStyles[$size]}
`;

/** A picture shown whole in a rounded frame: the preview of an upload, a logo, an article's enlarged picture. */
export function ImagePreview({ size = 'md', alt, ...rest }: ImagePreviewProps) {
  return <StyledImage $size={size} alt={alt} {...rest} />;
}
