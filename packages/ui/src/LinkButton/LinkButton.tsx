import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { focusRing } from '../theme/mixins';

/** 'md' a form's own link (the text's size, with room around it for a finger), 'sm' a card's link (13 px, flush). */
export type LinkButtonSize = 'sm' | 'md';

export interface LinkButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Size; 'md' by default. */
  size?: LinkButtonSize;
  /** The link's text. */
  children: ReactNode;
}

const sizeStyles: Record<LinkButtonSize, ReturnType<typeof css>> = {
  sm: css`
    padding: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
  `,
  md: css`
    padding: ${({ theme }) => theme.spacing(1)};
  `,
};

const StyledLinkButton = styled.button<{ $size: LinkButtonSize }>`
  justify-self: start;
  align-self: flex-start;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.primary};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
  border-radius: ${({ theme }) => theme.radius.sm};
  ${({ $size }) => sizeStyles[$size]}
  ${focusRing}
`;

/** A button that reads as a link: an action in running text or under a form ('¿Ha olvidado su contraseña?'). */
export function LinkButton({ size = 'md', type = 'button', children, ...rest }: LinkButtonProps) {
  return (
    <StyledLinkButton type={type} $size={size} {...rest}>
      {children}
    </StyledLinkButton>
  );
}
