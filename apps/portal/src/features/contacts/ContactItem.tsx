import type { Contacto } from '@socios/api';
import { phoneHref } from '@socios/domain';
import { EditIcon, IconButton, Inline, ListRow, MetaLines, Text, Tile, TrashIcon } from '@socios/ui';

export interface ContactItemProps {
  /** The contact shown. */
  contact: Contacto;
  /** Name of its group, if any. */
  groupName: string | null;
  /** Card (mosaic) or one line of the list. */
  layout: 'card' | 'row';
  /** Opens the edit modal. */
  onEdit: (contact: Contacto) => void;
  /** Asks to delete it. */
  onDelete: (contact: Contacto) => void;
}

function Phone({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  const href = phoneHref(value);
  return (
    <span>
      {label}: {href ? <a href={href}>{value}</a> : value}
    </span>
  );
}

/** One contact, as a card or as a line of the list, with its edit and delete buttons (spec 000 §2). */
export function ContactItem({ contact, groupName, layout, onEdit, onDelete }: ContactItemProps) {
  const actions = (
    <Inline gap={1} wrap={false} shrink={false}>
      <IconButton size="sm" label={`Editar ${contact.CONT_NOMBRE}`} icon={<EditIcon size={18} />} onClick={() => onEdit(contact)} />
      <IconButton size="sm" label={`Eliminar ${contact.CONT_NOMBRE}`} icon={<TrashIcon size={18} />} onClick={() => onDelete(contact)} />
    </Inline>
  );
  const mail = <a href={`mailto:${contact.CONT_MAIL}`}>{contact.CONT_MAIL}</a>;
  if (layout === 'row') {
    return (
      <ListRow aria-label={contact.CONT_NOMBRE} actions={actions}>
        <MetaLines>
          <Text as="span" size="lg" weight="bold" truncate>
            {contact.CONT_NOMBRE}
          </Text>
          {mail}
        </MetaLines>
        <MetaLines hideOnTablet>
          <Phone label="Tel." value={contact.CONT_TELEFONO} />
          <Phone label="Móvil" value={contact.CONT_MOVIL} />
        </MetaLines>
        <MetaLines hideOnTablet>
          <span>{groupName ?? 'Sin grupo'}</span>
        </MetaLines>
      </ListRow>
    );
  }
  return (
    <Tile aria-label={contact.CONT_NOMBRE}>
      <Inline justify="between" align="start" wrap={false}>
        <Text as="h3" size="lg" weight="bold" truncate>
          {contact.CONT_NOMBRE}
        </Text>
        {actions}
      </Inline>
      <MetaLines>
        {mail}
        <Phone label="Teléfono" value={contact.CONT_TELEFONO} />
        <Phone label="Móvil" value={contact.CONT_MOVIL} />
        <span>Grupo: {groupName ?? 'Sin grupo'}</span>
      </MetaLines>
    </Tile>
  );
}
