import styled from 'styled-components';

/** A page with one centred card (reset link, 404). */
export const StyledCentredPage = styled.main<{ $embedded?: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing(6)};
  padding: ${({ theme }) => theme.spacing(6, 4)};
  background: ${({ theme }) => theme.color.background};
`;
