import type { HTMLAttributes } from 'react';
import styled, { css } from 'styled-components';

/** 'native' keeps the browser's own spaces (a news item as its author wrote it); 'even' gives headings, paragraphs and lists the theme's rhythm. */
export type ProseFlow = 'native' | 'even';

export interface ProseProps extends HTMLAttributes<HTMLDivElement> {
  /** Spacing of the blocks inside; 'native' by default. */
  flow?: ProseFlow;
}

const evenFlow = css`
  h1,
  h2,
  h3,
  h4 {
    margin: ${({ theme }) => theme.spacing(5, 0, 2)};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
  }
  > :first-child {
    margin-top: 0;
  }
  p,
  ul,
  ol {
    margin: ${({ theme }) => theme.spacing(0, 0, 3)};
  }
  a {
    color: ${({ theme }) => theme.color.primary};
  }
`;

const StyledProse = styled.div<{ $flow: ProseFlow }>`
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  overflow-wrap: anywhere;
  ${({ $flow }) => ($flow === 'even' ? evenFlow : '')}
`;

/**
 * Running text written elsewhere (a news item's body, the conditions of the group), often HTML given through
 * `dangerouslySetInnerHTML` once sanitised: readable line height, long words and addresses wrap.
 */
export function Prose({ flow = 'native', ...rest }: ProseProps) {
  return <StyledProse $flow={flow} {...rest} />;
}
