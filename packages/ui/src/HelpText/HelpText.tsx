import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';

export interface HelpTextProps extends HTMLAttributes<HTMLDivElement> {
  /** Paragraphs and lists of help; `code` for names in a file, `strong` for what matters. */
  children?: ReactNode;
}

const StyledHelp = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
  p,
  ul {
    margin: 0;
  }
  ul {
    padding-left: ${({ theme }) => theme.spacing(5)};
  }
  code {
    font-family: ${({ theme }) => theme.font.familyMono};
    color: ${({ theme }) => theme.color.text};
  }
  strong {
    color: ${({ theme }) => theme.color.text};
  }
`;

/** Help on a task, small and muted (the format of an import's file, its columns and names). */
export function HelpText({ children, ...rest }: HelpTextProps) {
  return <StyledHelp {...rest}>{children}</StyledHelp>;
}
