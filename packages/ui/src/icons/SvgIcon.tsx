import type { ReactNode, SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Square size in px; 20 by default. */
  size?: number;
}

/** A decorative icon component (aria-hidden); give the surrounding control its accessible name. */
export type Icon = (props: IconProps) => ReactNode;

/** The 24×24 stroke canvas every icon draws on; icons inherit `currentColor` and are hidden from assistive tech. */
export function SvgIcon({ size = 20, children, ...rest }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}
