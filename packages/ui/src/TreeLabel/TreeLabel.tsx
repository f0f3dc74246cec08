import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface TreeLabelProps {
  /** Level of the row in its tree, from 1 (not indented); each level below steps 16 px in. */
  depth: number;
  /** Tooltip with the whole name (the label is cut with an ellipsis). */
  title?: string;
  /** The name (a text or a link). */
  children: ReactNode;
}

const StyledLabel = styled.span<{ $depth: number }>`
  padding-left: ${({ theme, $depth }) => theme.spacing(Math.max(0, $depth - 1) * 4)};
  overflow: hidden;
  text-overflow: ellipsis;
`;

/** The name of a row in a tree shown as a table (a consumption report's lines): indented by its level. */
export function TreeLabel({ depth, title, children }: TreeLabelProps) {
  return (
    <StyledLabel $depth={depth} title={title}>
      {children}
    </StyledLabel>
  );
}
