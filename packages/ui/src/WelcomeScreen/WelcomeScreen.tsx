import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

export interface WelcomeScreenProps {
  /** Accessible name of the welcome panel (the group's name). */
  brandLabel: string;
  /** The group's logo, on the dark panel. */
  logo: ReactNode;
  /** The welcome (the page's h1). */
  title: ReactNode;
  /** A line on what the portal holds. */
  lead?: ReactNode;
  /** Shown up to the tablet width only: the control that shows and hides the form (a button and its label). */
  toggle?: ReactNode;
  /** How to reach the group, at the panel's bottom (an address block: a strong title, then lines). */
  contact?: ReactNode;
  /** Id of the form's panel (the toggle's aria-controls). */
  panelId: string;
  /** Up to the tablet width the form shows only when asked for; the welcome panel fills the screen meanwhile. */
  formShown: boolean;
  /** The form (a FormCard). */
  children: ReactNode;
}

/** Welcome and form side by side on desktop, stacked up to the tablet width. */
const StyledScreen = styled.div<{ $formShown: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1.2fr) minmax(${({ theme }) => theme.size.content.form}, 1fr);
  background: ${({ theme }) => theme.color.background};
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr;
    grid-template-rows: ${({ $formShown }) => ($formShown ? 'auto 1fr' : '1fr')};
  }
`;

const StyledBrand = styled.section`
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(8)};
  padding: ${({ theme }) => theme.spacing(12)};
  background: ${({ theme }) => theme.color.sidebar};
  color: ${({ theme }) => theme.color.sidebarText};
  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.spacing(6)};
    gap: ${({ theme }) => theme.spacing(5)};
  }
`;

const StyledHeadline = styled.h1`
  margin: 0;
  max-width: 18em;
  font-size: ${({ theme }) => theme.font.size.display};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  ${({ theme }) => theme.media.tablet} {
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
`;

const StyledLead = styled.p`
  margin: ${({ theme }) => theme.spacing(3, 0, 0)};
  max-width: 34em;
  color: ${({ theme }) => theme.color.sidebarTextMuted};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const StyledToggle = styled.div`
  display: none;
  ${({ theme }) => theme.media.tablet} {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing(3)};
  }
  label {
    padding: ${({ theme }) => theme.spacing(2, 0)};
    cursor: pointer;
  }
`;

const StyledContact = styled.address`
  display: grid;
  gap: ${({ theme }) => theme.spacing(1)};
  font-style: normal;
  color: ${({ theme }) => theme.color.sidebarTextMuted};
  strong {
    color: ${({ theme }) => theme.color.sidebarText};
  }
  a {
    color: ${({ theme }) => theme.color.sidebarText};
  }
`;

const StyledFormPanel = styled.section<{ $hiddenOnTablet: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.spacing(8)};
  ${({ theme }) => theme.media.tablet} {
    align-items: flex-start;
    padding: ${({ theme }) => theme.spacing(6, 4)};
    ${({ $hiddenOnTablet }) =>
      $hiddenOnTablet &&
      css`
        display: none;
      `}
  }
`;

/**
 * The login screen's frame: the group's welcome panel (logo, welcome, what the portal holds, how to reach the group)
 * beside the form. Up to the tablet width the panel comes first and fills the screen until the toggle shows the form.
 */
export function WelcomeScreen({ brandLabel, logo, title, lead, toggle, contact, panelId, formShown, children }: WelcomeScreenProps) {
  return (
    <StyledScreen $formShown={formShown}>
      <StyledBrand aria-label={brandLabel}>
        {logo}
        <div>
          <StyledHeadline>{title}</StyledHeadline>
          {lead ? <StyledLead>{lead}</StyledLead> : null}
        </div>
        {toggle ? <StyledToggle>{toggle}</StyledToggle> : null}
        {contact ? <StyledContact>{contact}</StyledContact> : null}
      </StyledBrand>
      <StyledFormPanel id={panelId} $hiddenOnTablet={!formShown}>
        {children}
      </StyledFormPanel>
    </StyledScreen>
  );
}
