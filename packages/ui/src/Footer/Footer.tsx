import styled from 'styled-components';

/** First year of the copyright line (spec 000 §1). */
export const COPYRIGHT_START_YEAR = 2012;

export interface FooterProps {
  /** Name of the purchasing group shown after the years. */
  groupName: string;
  /** Last year of the copyright line; the current year by default (stories freeze it). */
  year?: number;
}

const StyledFooter = styled.footer`
  padding: ${({ theme }) => theme.spacing(4, 6)};
  border-top: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: center;
`;

/** The page footer: '© 2012 - <year> <group name>'. */
export function Footer({ groupName, year = new Date().getFullYear() }: FooterProps) {
  return (
    <StyledFooter>
      © {COPYRIGHT_START_YEAR} - {year} {groupName}
    </StyledFooter>
  );
}
