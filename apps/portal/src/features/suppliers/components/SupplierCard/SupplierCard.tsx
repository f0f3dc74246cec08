import type { ComponentType, ReactNode } from 'react';
import { focusRing, Stack, Tag, TagList, Text, type ViewMode } from '@socios/ui';
import styled, { css } from 'styled-components';
import { CompanyLogo, directoryCardFrame, initialsOf } from '../../../../app/directory/DirectoryCard';

export { initialsOf };

/** What a supplier card shows (the portal maps the wire's supplier onto it). */
export interface SupplierCardItem {
  id: number;
  name: string;
  legalName: string;
  /** URL of the logo, or null: the initials are shown instead. */
  logoUrl: string | null;
  brands: readonly string[];
  homologated: boolean;
  nexus: boolean;
  /** Town and province. */
  place: string | null;
}

/** Props the card passes to the link component. */
export interface SupplierCardLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
}

export interface SupplierCardProps {
  item: SupplierCardItem;
  /** Where the name links to (/proveedores/12). */
  href: string;
  /** Mosaic card ('cards') or list row ('list'). */
  variant?: ViewMode;
  /** Link component (a react-router Link wrapper); a plain anchor by default. */
  linkComponent?: ComponentType<SupplierCardLinkProps>;
}

function DefaultLink({ href, children, className }: SupplierCardLinkProps) {
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

const StyledCard = styled.article<{ $variant: ViewMode }>`
  display: flex;
  gap: ${({ theme }) => theme.spacing(4)};
  ${directoryCardFrame}
  ${({ $variant }) =>
    $variant === 'cards'
      ? css`
          flex-direction: column;
        `
      : css`
          flex-direction: row;
          align-items: center;
        `}
`;

const StyledLogo = styled(CompanyLogo)`
  flex: none;
`;

// h2: in the directory the cards sit right under the page's h1 (a skipped level fails Lighthouse's heading-order).
const StyledName = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  a {
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  a:hover {
    color: ${({ theme }) => theme.color.primary};
    text-decoration: underline;
  }
  a:focus-visible {
    ${focusRing}
  }
`;

/** A supplier's logo, or its initials when it has none or the image fails to load. */
export function SupplierLogo({ name, url }: { name: string; url: string | null }) {
  return <StyledLogo url={url} initials={initialsOf(name)} width={24} />;
}

/** A supplier in the directory: logo, name (link), legal name and place, brands, Homologado and Nexus badges. */
export function SupplierCard({ item, href, variant = 'list', linkComponent: LinkComponent = DefaultLink }: SupplierCardProps) {
  return (
    <StyledCard $variant={variant} aria-labelledby={`proveedor-${item.id}`}>
      <SupplierLogo name={item.name} url={item.logoUrl} />
      <Stack gap={1} grow>
        <StyledName id={`proveedor-${item.id}`}>
          <LinkComponent href={href}>{item.name}</LinkComponent>
        </StyledName>
        <Text size="sm" tone="muted" truncate>
          {[item.legalName, item.place].filter(Boolean).join(' · ')}
        </Text>
        <TagList aria-label="Marcas">
          {item.homologated ? (
            <Tag tone="success" strong>
              Homologado
            </Tag>
          ) : null}
          {item.nexus ? (
            <Tag tone="primary" strong>
              Nexus
            </Tag>
          ) : null}
          {item.brands.map((b) => (
            <Tag key={b}>{b}</Tag>
          ))}
        </TagList>
      </Stack>
    </StyledCard>
  );
}
