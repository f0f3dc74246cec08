import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface ToastProps {
  /** The message (a Notice) and its close button. */
  children: ReactNode;
}

const StyledToast = styled.div`
  position: fixed;
  right: ${({ theme }) => theme.spacing(4)};
  bottom: ${({ theme }) => theme.spacing(4)};
  z-index: ${({ theme }) => theme.zIndex.header};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
`;

/** A message that floats over the page's bottom-right corner until closed ('Nuevo pedido recibido'). */
export function Toast({ children }: ToastProps) {
  return <StyledToast>{children}</StyledToast>;
}
