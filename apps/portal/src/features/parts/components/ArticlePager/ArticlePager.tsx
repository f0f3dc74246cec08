import { type PagerItem, pagerItems } from '@socios/domain';
import { Button, Inline } from '@socios/ui';

export interface ArticlePagerProps {
  /** The page shown (0-based). */
  page: number;
  /** How many pages there are. */
  pages: number;
  /** Called with the page chosen. */
  onPage: (page: number) => void;
  /** Accessible name. */
  label?: string;
}

/** The article pager (001 §9): the first and last 2 pages, 5 around the current one, '…' for the gaps (domain pagerItems). */
export function ArticlePager({ page, pages, onPage, label = 'Páginas de artículos' }: ArticlePagerProps) {
  if (pages <= 1) return null;
  const items: PagerItem[] = pagerItems(page, pages);
  return (
    <nav aria-label={label}>
      <Inline as="ul" gap={1} align="stretch">
        {items.map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <Button
                size="sm"
                variant={item.page === page ? 'primary' : 'secondary'}
                aria-current={item.page === page ? 'page' : undefined}
                onClick={() => onPage(item.page)}
              >
                {item.page + 1}
              </Button>
            </li>
          ),
        )}
      </Inline>
    </nav>
  );
}
