import { Brand } from '@socios/ui';
import { GROUP } from '../brand';

/** The group's mark: a stylised gear with the initials GIR. */
export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="18" fill="currentColor" opacity="0.18" />
      <path
        d="M20 6l3 4 5-1 1 5 4 3-3 4 1 5-5 1-2 5-4-3-4 3-2-5-5-1 1-5-3-4 4-3 1-5 5 1z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <text x="20" y="24" textAnchor="middle" fontSize="10" fontWeight="700" fill="currentColor">
        GIR
      </text>
    </svg>
  );
}

/** Mark and name of the portal; `inverse` on dark surfaces such as the sidebar. */
export function Logo({ inverse = false, withName = true }: { inverse?: boolean; withName?: boolean }) {
  return <Brand inverse={inverse} mark={<LogoMark />} name={withName ? GROUP.portalName : undefined} subtitle={GROUP.name} />;
}
