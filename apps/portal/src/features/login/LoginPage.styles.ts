import styled, { css } from 'styled-components';

/**
 * Login screen: brand panel and form panel side by side on desktop, stacked up to the tablet width. There, until
 * the key button shows the form, the welcome panel fills the screen (no empty grey below it).
 */
export const StyledPage = styled.div<{ $formShown: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1.2fr) minmax(${({ theme }) => theme.size.content.form}, 1fr);
  background: ${({ theme }) => theme.color.background};
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr;
    grid-template-rows: ${({ $formShown }) => ($formShown ? 'auto 1fr' : '1fr')};
  }
`;

export const StyledBrand = styled.section`
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

export const StyledHeadline = styled.h1`
  margin: 0;
  max-width: 18em;
  font-size: ${({ theme }) => theme.font.size.display};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  ${({ theme }) => theme.media.tablet} {
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
`;

export const StyledLead = styled.p`
  margin: ${({ theme }) => theme.spacing(3, 0, 0)};
  max-width: 34em;
  color: ${({ theme }) => theme.color.sidebarTextMuted};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

export const StyledContact = styled.address`
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

export const StyledFormPanel = styled.section<{ $hiddenOnTablet: boolean }>`
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

export const StyledKeyRow = styled.div`
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

export const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing(4)};
  width: 100%;
  max-width: ${({ theme }) => theme.size.content.form};
  padding: ${({ theme }) => theme.spacing(8)};
  background: ${({ theme }) => theme.color.surface};
  border: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.md};
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.spacing(5)};
  }
`;

export const StyledLinkButton = styled.button`
  justify-self: center;
  padding: ${({ theme }) => theme.spacing(1)};
  border: none;
  background: none;
  color: ${({ theme }) => theme.color.primary};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
  &:focus-visible {
    outline: ${({ theme }) => theme.outline.width} solid ${({ theme }) => theme.color.focus};
    outline-offset: ${({ theme }) => theme.outline.offset};
  }
`;
