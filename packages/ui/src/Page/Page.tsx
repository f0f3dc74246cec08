import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { Text, type TextSize } from '../Text';

/** Width of a page's content: all the space, or a readable column (`theme.size.content.prose`). */
export type PageWidth = 'full' | 'prose';

export interface PageProps extends HTMLAttributes<HTMLElement> {
  /** Space between the page's blocks in steps of the 4 px grid; 4 (16 px) by default. */
  gap?: number;
  /** 'prose' keeps running text to a readable width; 'full' by default. */
  width?: PageWidth;
  /** Element to render: an article for a news item; a div by default. */
  as?: 'div' | 'article' | 'section' | 'main';
  /** The page's blocks, top to bottom: header, toolbar, content. */
  children?: ReactNode;
}

const StyledPage = styled.div<{ $gap: number; $width: PageWidth }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap }) => theme.spacing($gap)};
  min-width: 0;
  max-width: ${({ theme, $width }) => ($width === 'prose' ? theme.size.content.prose : 'none')};
`;

/** The content of one screen inside the shell: its blocks one under the other with the page rhythm. */
export function Page({ gap = 4, width = 'full', as = 'div', children, ...rest }: PageProps) {
  return (
    <StyledPage as={as} $gap={gap} $width={width} {...rest}>
      {children}
    </StyledPage>
  );
}

export interface PageHeaderProps {
  /** The page's title. */
  title: ReactNode;
  /** Heading level of the title; h2 by default (the shell's header holds the h1). */
  level?: 'h1' | 'h2';
  /** 'lg' for a page's own title, 'md' for the title of a step or a section inside a page; 'lg' by default. */
  size?: 'md' | 'lg';
  /** A line under the title (date, author, counts). */
  description?: ReactNode;
  /** Buttons of the page, at the end of the title row. */
  actions?: ReactNode;
}

const TITLE_SIZES: Record<'md' | 'lg', TextSize> = { md: 'xl', lg: 'xxl' };

/** The title row of a page: the title with an optional description, and the page's actions. */
export function PageHeader({ title, level = 'h2', size = 'lg', description, actions }: PageHeaderProps) {
  return (
    <Inline justify="between" gap={3}>
      <Stack gap={1}>
        <Text as={level} size={TITLE_SIZES[size]} weight="bold" leading="tight">
          {title}
        </Text>
        {description ? (
          <Text as="div" size="sm" tone="muted">
            {description}
          </Text>
        ) : null}
      </Stack>
      {actions ? <Inline>{actions}</Inline> : null}
    </Inline>
  );
}
