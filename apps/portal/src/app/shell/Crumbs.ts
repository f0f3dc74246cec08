import styled from 'styled-components';

/** A breadcrumb trail: a <nav> holding an <ol> of links, '›' between them (supplier pages, the car of the parts area). */
export const Crumbs = styled.nav`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.spacing(2)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li + li::before {
    content: '›';
    margin-right: ${({ theme }) => theme.spacing(2)};
  }
  a {
    color: ${({ theme }) => theme.color.primary};
  }
`;
