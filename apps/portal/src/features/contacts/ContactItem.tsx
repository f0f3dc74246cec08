import type { Contacto } from '@socios/api';
import { phoneHref } from '@socios/domain';
import { EditIcon, IconButton, Inline, Text, Tile, TrashIcon } from '@socios/ui';
import styled from 'styled-components';

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

const StyledRow = styled.article`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1.4fr) minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
  height: 100%;
  box-sizing: border-box;
  padding: ${({ theme }) => theme.spacing(0, 3)};
  background: ${({ theme }) => theme.color.surface};
  border-bottom: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: minmax(0, 1fr) auto;
  }
`;

const StyledLines = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.spacing(0.5)};
  min-width: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
  > * {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  a {
    color: ${({ theme }) => theme.color.primary};
  }
`;

/** Columns of the list line that narrow screens leave out. */
const StyledOptional = styled(StyledLines)`
  ${({ theme }) => theme.media.tablet} {
    display: none;
  }
`;

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
      <StyledRow aria-label={contact.CONT_NOMBRE}>
        <StyledLines>
          <Text as="span" size="lg" weight="bold" truncate>
            {contact.CONT_NOMBRE}
          </Text>
          {mail}
        </StyledLines>
        <StyledOptional>
          <Phone label="Tel." value={contact.CONT_TELEFONO} />
          <Phone label="Móvil" value={contact.CONT_MOVIL} />
        </StyledOptional>
        <StyledOptional>
          <span>{groupName ?? 'Sin grupo'}</span>
        </StyledOptional>
        {actions}
      </StyledRow>
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
      <StyledLines>
        {mail}
        <Phone label="Teléfono" value={contact.CONT_TELEFONO} />
        <Phone label="Móvil" value={contact.CONT_MOVIL} />
        <span>Grupo: {groupName ?? 'Sin grupo'}</span>
      </StyledLines>
    </Tile>
  );
}
