import type { HTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';

/** What the notice tells: a neutral fact, a success, something to check, or a failure. */
export type NoticeTone = 'info' | 'success' | 'warning' | 'danger';

export interface NoticeProps extends HTMLAttributes<HTMLDivElement> {
  /** Colour of the notice; 'info' by default. */
  tone?: NoticeTone;
  /** The message. Give it role="status" (an outcome) or role="alert" (a failure the user must see at once). */
  children: ReactNode;
}

const toneStyles: Record<NoticeTone, ReturnType<typeof css>> = {
  info: css`
    background: ${({ theme }) => theme.color.primarySubtle};
    color: ${({ theme }) => theme.color.text};
  `,
  success: css`
    background: ${({ theme }) => theme.color.successSubtle};
    color: ${({ theme }) => theme.color.success};
  `,
  warning: css`
    background: ${({ theme }) => theme.color.warningSubtle};
    color: ${({ theme }) => theme.color.text};
  `,
  danger: css`
    background: ${({ theme }) => theme.color.dangerSubtle};
    color: ${({ theme }) => theme.color.danger};
  `,
};

const StyledNotice = styled.div<{ $tone: NoticeTone }>`
  padding: ${({ theme }) => theme.spacing(2, 3)};
  border-radius: ${({ theme }) => theme.radius.md};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  white-space: pre-line;
  ${({ $tone }) => toneStyles[$tone]}
`;

/** A short message on a tinted surface inside a page, a form or a dialog: an outcome, a warning or a refusal. */
export function Notice({ tone = 'info', children, ...rest }: NoticeProps) {
  return (
    <StyledNotice $tone={tone} {...rest}>
      {children}
    </StyledNotice>
  );
}
