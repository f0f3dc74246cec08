import { Link, type LinkProps } from 'react-router';

/** Props the design system's link slots pass (cards, the sidebar, a back link): an anchor's, with `href`. */
export type RouterLinkProps = Omit<LinkProps, 'to'> & {
  /** Destination path. */
  href: string;
};

/** The router's Link behind the design system's `linkComponent` slots, which speak `href` (no page reload). */
export function RouterLink({ href, ...rest }: RouterLinkProps) {
  return <Link to={href} {...rest} />;
}
