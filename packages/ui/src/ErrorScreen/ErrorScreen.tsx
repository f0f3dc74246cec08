import type { ReactNode } from 'react';
import styled from 'styled-components';
import { CentredScreen } from '../CentredScreen';
import { SearchIcon } from '../icons';
import { Text } from '../Text';

export interface ErrorScreenProps {
  /** The error's code, shown large and hidden from screen readers (the title says it): '404'. */
  code: string;
  /** What happened ('Pagina no encontrada'). */
  title: ReactNode;
  /** Level of the title: 1 on a screen of its own, 2 inside a frame whose header holds the h1. */
  headingLevel?: 1 | 2;
  /** What to do about it. */
  description?: ReactNode;
  /** A decorative search box with this placeholder: it looks like one, but is not a control. */
  searchHint?: string;
  /** The way on (a link home). */
  action?: ReactNode;
  /** 'main' (default) for a screen of its own; 'div' inside a frame that has its main already. */
  as?: 'main' | 'div';
}

const StyledText = styled.div`
  max-width: 32em;
  text-align: center;
  h1,
  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing(2)};
    color: ${({ theme }) => theme.color.text};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const StyledFakeSearch = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  width: min(${({ theme }) => theme.size.content.form}, 100%);
  padding: ${({ theme }) => theme.spacing(3, 4)};
  border: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.textMuted};
`;

/** A page that could not be shown (404): its code large, what happened, what to do, and the way on. */
export function ErrorScreen({ code, title, headingLevel = 1, description, searchHint, action, as = 'main' }: ErrorScreenProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <CentredScreen as={as}>
      <Text aria-hidden="true" size="display" weight="bold" tone="primary">
        {code}
      </Text>
      <StyledText>
        <Heading>{title}</Heading>
        {description ? <p>{description}</p> : null}
      </StyledText>
      {searchHint ? (
        <StyledFakeSearch aria-hidden="true">
          <SearchIcon />
          <span>{searchHint}</span>
        </StyledFakeSearch>
      ) : null}
      {action}
    </CentredScreen>
  );
}
