import type { SocioListado } from '@socios/api';
import { ACCOUNT_MESSAGES, phoneHref } from '@socios/domain';
import { Facts, focusRing, Text, type ViewMode } from '@socios/ui';
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { CompanyLogo, directoryCardFrame, initialsOf as wordInitials } from '../../../../app/directory/DirectoryCard';
import { addressLine } from '../../data';

export interface MemberCardProps {
  /** The member, as the directory lists it. */
  member: SocioListado;
  /** Address of its logo, or null: its initials are shown instead. */
  logoUrl: string | null;
  /** Mosaic card ('cards') or list row ('list'). */
  variant?: ViewMode;
  /** When given, a 'Ver en el mapa' button calls it (the directory then shows the member on its map). */
  onShowOnMap?: () => void;
}

const variantStyles: Record<ViewMode, ReturnType<typeof css>> = {
  cards: css`
    grid-template-columns: auto minmax(0, 1fr);
    grid-template-areas:
      'logo head'
      'facts facts'
      'places places';
    grid-template-rows: auto auto minmax(0, 1fr);
  `,
  list: css`
    grid-template-columns: auto minmax(0, 1.2fr) minmax(0, 1.6fr) minmax(0, 1.2fr);
    grid-template-areas: 'logo head facts places';
    align-items: start;
    ${({ theme }) => theme.media.tablet} {
      grid-template-columns: auto minmax(0, 1fr) minmax(0, 1fr);
      grid-template-areas:
        'logo head head'
        'facts facts places';
    }
    ${({ theme }) => theme.media.mobile} {
      grid-template-columns: auto minmax(0, 1fr);
      grid-template-areas:
        'logo head'
        'facts facts'
        'places places';
    }
  `,
};

const StyledCard = styled.article<{ $variant: ViewMode }>`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2, 4)};
  box-sizing: border-box;
  ${directoryCardFrame}
  ${({ $variant }) => variantStyles[$variant]}
`;

const StyledLogo = styled(CompanyLogo)`
  grid-area: logo;
`;

const StyledHead = styled.div`
  grid-area: head;
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.spacing(1)};
  min-width: 0;
`;

// h2: in the directory the cards sit right under the page's h1 (a skipped level fails Lighthouse's heading-order).
const StyledName = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  overflow-wrap: anywhere;
`;

const StyledFacts = styled(Facts)`
  grid-area: facts;
  a {
    color: ${({ theme }) => theme.color.primary};
    border-radius: ${({ theme }) => theme.radius.sm};
    ${focusRing}
  }
`;

const StyledMissing = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-style: italic;
`;

const StyledPlaces = styled.div`
  grid-area: places;
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.spacing(1)};
  min-height: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  li {
    padding-left: ${({ theme }) => theme.spacing(2)};
    border-left: ${({ theme }) => theme.borderWidth.thick} solid ${({ theme }) => theme.color.accent};
  }
`;

/**
 * The points of sale: a list that scrolls inside the card's fixed height, and is then a Tab stop so a keyboard can
 * scroll it too (axe's scrollable-region-focusable), as VirtualList's own viewport is.
 */
const StyledPlaceList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing(1)};
  margin: 0;
  padding: 0;
  list-style: none;
  max-height: ${({ theme }) => theme.spacing(24)};
  overflow-y: auto;
  border-radius: ${({ theme }) => theme.radius.sm};
  ${focusRing}
`;

const StyledMapButton = styled.button`
  justify-self: start;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.primary};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  text-decoration: underline;
  cursor: pointer;
  border-radius: ${({ theme }) => theme.radius.sm};
  ${focusRing}
`;

/** The initials of a member's name (the logo's fallback): first letters of its first two long words, or of the name. */
export function initialsOf(name: string): string {
  return wordInitials(name) || name.charAt(0).toUpperCase();
}

/** A value of the card, or 'Sin especificar' (001 §8) when the member left it empty. */
export function orNotSpecified(value: ReactNode | null | undefined): ReactNode {
  return value === null || value === undefined || value === '' ? <StyledMissing>{ACCOUNT_MESSAGES.notSpecified}</StyledMissing> : value;
}

/**
 * A member in the directory (001 §2.15): logo, name and CIF, the administrator (SOC_CONTACTO), address, phone (a
 * +34 call link) and e-mail, and its points of sale; 'Sin especificar' for what the member left empty.
 */
export function MemberCard({ member: m, logoUrl, variant = 'cards', onShowOnMap }: MemberCardProps) {
  const headingId = `socio-${m.SOC_ID}`;
  const tel = phoneHref(m.SOC_TELEFONO);
  const address = addressLine(m);
  return (
    <StyledCard $variant={variant} aria-labelledby={headingId}>
      <StyledLogo url={logoUrl} initials={initialsOf(m.SOC_NOMBRE)} width={16} />
      <StyledHead>
        <StyledName id={headingId}>{m.SOC_NOMBRE}</StyledName>
        <Text size="sm" tone="muted">
          CIF {orNotSpecified(m.SOC_CIF)}
        </Text>
        {onShowOnMap && m.SOC_LATITUD !== null ? (
          <StyledMapButton type="button" onClick={onShowOnMap} aria-label={`Ver en el mapa: ${m.SOC_NOMBRE}`}>
            Ver en el mapa
          </StyledMapButton>
        ) : null}
      </StyledHead>
      <StyledFacts density="tight" size="sm" truncate>
        <dt>Administrador</dt>
        <dd>{orNotSpecified(m.SOC_CONTACTO)}</dd>
        <dt>Dirección</dt>
        <dd title={address ?? undefined}>{orNotSpecified(address)}</dd>
        <dt>Teléfono</dt>
        <dd>{orNotSpecified(m.SOC_TELEFONO && tel ? <a href={tel}>{m.SOC_TELEFONO}</a> : m.SOC_TELEFONO)}</dd>
        <dt>Correo</dt>
        <dd>{orNotSpecified(m.SOC_MAIL ? <a href={`mailto:${m.SOC_MAIL}`}>{m.SOC_MAIL}</a> : null)}</dd>
      </StyledFacts>
      <StyledPlaces>
        <h3 id={`${headingId}-pv`}>{m.PUNTOSVENTA.length === 1 ? '1 punto de venta' : `${m.PUNTOSVENTA.length} puntos de venta`}</h3>
        {m.PUNTOSVENTA.length ? (
          <StyledPlaceList tabIndex={0} aria-labelledby={`${headingId}-pv`}>
            {m.PUNTOSVENTA.map((p) => (
              <li key={p.SOCPV_ID}>{p.PUNTOVENTA}</li>
            ))}
          </StyledPlaceList>
        ) : (
          orNotSpecified(null)
        )}
      </StyledPlaces>
    </StyledCard>
  );
}
