import type { SocioListado } from '@socios/api';
import { ACCOUNT_MESSAGES, phoneHref } from '@socios/domain';
import { CompanyLogo, DirectoryCard, LinkButton, MissingValue, Text, type ViewMode } from '@socios/ui';
import type { ReactNode } from 'react';
import { initialsOf as wordInitials } from '../../../../app/directory/DirectoryCard';
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

/** The initials of a member's name (the logo's fallback): first letters of its first two long words, or of the name. */
export function initialsOf(name: string): string {
  return wordInitials(name) || name.charAt(0).toUpperCase();
}

/** A value of the card, or 'Sin especificar' (001 §8) when the member left it empty. */
export function orNotSpecified(value: ReactNode | null | undefined): ReactNode {
  return value === null || value === undefined || value === '' ? <MissingValue>{ACCOUNT_MESSAGES.notSpecified}</MissingValue> : value;
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
    <DirectoryCard
      variant={variant}
      titleId={headingId}
      logo={<CompanyLogo url={logoUrl} initials={initialsOf(m.SOC_NOMBRE)} width={16} />}
      title={m.SOC_NOMBRE}
      subtitle={
        <>
          <Text size="sm" tone="muted">
            CIF {orNotSpecified(m.SOC_CIF)}
          </Text>
          {onShowOnMap && m.SOC_LATITUD !== null ? (
            <LinkButton size="sm" onClick={onShowOnMap} aria-label={`Ver en el mapa: ${m.SOC_NOMBRE}`}>
              Ver en el mapa
            </LinkButton>
          ) : null}
        </>
      }
      facts={
        <>
          <dt>Administrador</dt>
          <dd>{orNotSpecified(m.SOC_CONTACTO)}</dd>
          <dt>Dirección</dt>
          <dd title={address ?? undefined}>{orNotSpecified(address)}</dd>
          <dt>Teléfono</dt>
          <dd>{orNotSpecified(m.SOC_TELEFONO && tel ? <a href={tel}>{m.SOC_TELEFONO}</a> : m.SOC_TELEFONO)}</dd>
          <dt>Correo</dt>
          <dd>{orNotSpecified(m.SOC_MAIL ? <a href={`mailto:${m.SOC_MAIL}`}>{m.SOC_MAIL}</a> : null)}</dd>
        </>
      }
      listTitle={m.PUNTOSVENTA.length === 1 ? '1 punto de venta' : `${m.PUNTOSVENTA.length} puntos de venta`}
      listItems={m.PUNTOSVENTA.map((p) => p.PUNTOVENTA)}
      listEmpty={orNotSpecified(null)}
    />
  );
}
