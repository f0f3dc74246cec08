import type { ContactoProveedor } from '@socios/api';
import { CONTACT_ROLE_TITLES, orUnspecified, visibleContacts } from '@socios/domain';
import { Card, EmptyState, Facts, PhoneLink, Spinner, Tiles } from '@socios/ui';
import { useApiQuery } from '../../app/query/apiQuery';
import { useSupplier } from './supplierContext';

/** The supplier's contact cards: only roles with at least one filled field; '(Sin especificar)' for the rest. */
export function ContactCards({ contacts }: { contacts: readonly ContactoProveedor[] }) {
  if (!contacts.length) return <EmptyState title="El proveedor no tiene contactos." />;
  return (
    <Tiles as="ul" aria-label="Contactos del proveedor">
      {contacts.map((c) => (
        <li key={c.ROL}>
          <Card title={CONTACT_ROLE_TITLES[c.ROL]}>
            <Facts size="sm">
              <dt>Nombre</dt>
              <dd>{orUnspecified(c.NOMBRE)}</dd>
              <dt>Correo</dt>
              <dd>{c.MAIL ? <a href={`mailto:${c.MAIL}`}>{c.MAIL}</a> : orUnspecified(null)}</dd>
              <dt>Teléfono</dt>
              <dd>
                <PhoneLink value={c.TELEFONO} />
              </dd>
              <dt>Móvil</dt>
              <dd>
                <PhoneLink value={c.MOVIL} />
              </dd>
            </Facts>
          </Card>
        </li>
      ))}
    </Tiles>
  );
}

/** /proveedores/{provId}/contactos: the contact cards. */
export function ContactsTab() {
  const supplier = useSupplier();
  const conditions = useApiQuery('Proveedores', 'ObtenerRegistro', { provId: supplier.PRV_ID }, { select: (a) => a.valorRetorno, staleTime: 300_000 });
  if (!conditions.data) return <Spinner centered holdScreen label="Cargando los contactos" />;
  return <ContactCards contacts={visibleContacts(conditions.data.CONTACTOS)} />;
}
