import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface CountBadgeProps {
  /** How many (unread news…); nothing shows at 0, '99+' above 99. */
  count: number;
  /** The control the count sits on (an IconButton, whose name says what it counts). */
  children: ReactNode;
}

const StyledWrap = styled.span`
  position: relative;
  display: inline-flex;
`;

const StyledCount = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.spacing(0.5)};
  right: ${({ theme }) => theme.spacing(0.5)};
  min-width: ${({ theme }) => theme.spacing(4.5)};
  padding: 0 ${({ theme }) => theme.spacing(1)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.danger};
  color: ${({ theme }) => theme.color.onDanger};
  font-size: ${({ theme }) => theme.font.size.xxs};
  line-height: ${({ theme }) => theme.spacing(4.5)};
  text-align: center;
  pointer-events: none;
`;

/** A small count on the corner of a control (the header's bell); decorative, the clicks go through to the control. */
export function CountBadge({ count, children }: CountBadgeProps) {
  return (
    <StyledWrap>
      {children}
      {count > 0 ? <StyledCount aria-hidden="true">{count > 99 ? '99+' : count}</StyledCount> : null}
    </StyledWrap>
  );
}
