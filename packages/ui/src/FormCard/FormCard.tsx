import type { FormEventHandler, HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';

export interface FormCardProps extends Omit<HTMLAttributes<HTMLElement>, 'onSubmit'> {
  /** 'form' (default) for the form itself; 'div' for a message in the same card (a dead link, a done change). */
  as?: 'form' | 'div';
  /** Called when the form is sent (Enter, the submit button). */
  onSubmit?: FormEventHandler<HTMLFormElement>;
  /** Leave the browser's own validation bubbles out (the form says its errors itself). */
  noValidate?: boolean;
  /** Title, fields, messages and buttons, one under another. */
  children?: ReactNode;
}

const StyledFormCard = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing(4)};
  width: 100%;
  max-width: ${({ theme }) => theme.size.content.form};
  padding: ${({ theme }) => theme.spacing(8)};
  background: ${({ theme }) => theme.color.surface};
  border: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.md};
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.spacing(5)};
  }
`;

/** A form on its own on a screen (login, password recovery, a new password): a raised card of a form's width. */
export function FormCard({ as = 'form', children, ...rest }: FormCardProps) {
  return (
    <StyledFormCard as={as} {...rest}>
      {children}
    </StyledFormCard>
  );
}
