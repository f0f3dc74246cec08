import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface ErrorListProps {
  /** Accessible name of the list (e.g. 'Errores del fichero'). */
  label: string;
  /** The errors, one per item. */
  items: readonly ReactNode[];
  /** Height before it scrolls: sm or md (md by default). */
  height?: 'sm' | 'md';
}

const StyledErrors = styled.ul<{ $height: 'sm' | 'md' }>`
  margin: 0;
  max-height: ${({ theme, $height }) => theme.size.scrollArea[$height]};
  overflow-y: auto;
  padding: ${({ theme }) => theme.spacing(2, 3, 2, 7)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.dangerSubtle};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** The errors of a file or a form, listed on a danger background that scrolls when long (an import's wrong lines). */
export function ErrorList({ label, items, height = 'md' }: ErrorListProps) {
  return (
    <StyledErrors aria-label={label} $height={height}>
      {items.map((item, i) => (
        // The errors are a fixed list for one check; their position is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <li key={i}>{item}</li>
      ))}
    </StyledErrors>
  );
}
