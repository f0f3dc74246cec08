import styled from 'styled-components';

/**
 * Lists shown as blocks on a phone (the stock offers, the shop's warehouses, an order's lines): one block per item instead of a table row,
 * its figures on two lines of two columns, so that nothing a member buys by (net, units, amount, the button) is ever
 * off screen.
 */
export const StyledPhoneList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** One item: the odd children on the left, the even ones on the right. */
export const StyledPhoneItem = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: center;
  justify-items: start;
  gap: ${({ theme }) => theme.spacing(1, 2)};
  padding-bottom: ${({ theme }) => theme.spacing(2)};
  border-bottom: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  & > :nth-child(even) {
    justify-self: end;
  }
`;

/** A second, quieter line under a figure or a name (the stock, the discount, the member's own reference). */
export const StyledSubLine = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.font.weight.regular};
  color: ${({ theme }) => theme.color.textMuted};
`;
