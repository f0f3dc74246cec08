import { ApiError, type Contacto, type GrupoContacto } from '@socios/api';
import { CONTACT_IMPORT_MESSAGES, containsIgnoreCase, contactImportSuccessText, deleteConfirmation, matchesLetters, sortByName } from '@socios/domain';
import {
  AbcFilter,
  Button,
  ConfirmDialog,
  EmptyState,
  IconButton,
  Page,
  PlusIcon,
  SvgIcon,
  Text,
  Toolbar,
  useIsMobile,
  type ViewMode,
  ViewToggle,
  VirtualList,
} from '@socios/ui';
import { useMemo, useState } from 'react';
import { useNotice } from '../../app/notice/NoticeProvider';
import { SearchForm } from '../../app/SearchForm';
import { useSession, useUserConfig } from '../../app/session/SessionProvider';
import { ContactFormModal, type ContactFormValue } from './ContactFormModal';
import { ContactItem } from './ContactItem';
import { useChangeContact, useContactGroups, useCreateGroup } from './data';
import { ImportModal, type ImportOutcome } from './ImportModal';

/** Texts of spec 000 §8 for the contact book. */
export const CONTACT_TEXTS = {
  groupCreated: 'Grupo de contacto añadido correctamente',
  groupFailed: 'Error al añadir el grupo de contacto',
  changeFailed: 'Error al insertar/modificar/eliminar el contacto',
} as const;

const CARD_HEIGHT = 148;
const ROW_HEIGHT = 64;

type Editing = { contact: Contacto | null } | null;

function failureText(err: unknown): string {
  return err instanceof ApiError ? err.message : String(err);
}

/** 'Mis Contactos' (spec 000 §2): the user's contact book, its groups and the CSV import. */
export function ContactsPage() {
  const { contactos } = useUserConfig();
  const { refresh } = useSession();
  const isMobile = useIsMobile();
  const groups = useContactGroups();
  const createGroup = useCreateGroup();
  const changeContact = useChangeContact();

  const [query, setQuery] = useState('');
  const [letters, setLetters] = useState<string[]>([]);
  const [view, setView] = useState<ViewMode>('cards');
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Contacto | null>(null);
  const [importing, setImporting] = useState(false);
  const notify = useNotice();

  const groupList: readonly GrupoContacto[] = groups.data?.valorRetorno ?? [];
  const groupNames = useMemo(() => new Map(groupList.map((g) => [g.GRPC_ID, g.GRPC_DESCRIPCION])), [groupList]);
  const sorted = useMemo(() => sortByName(contactos, (c) => c.CONT_NOMBRE), [contactos]);
  const shown = useMemo(
    () => sorted.filter((c) => containsIgnoreCase(c.CONT_NOMBRE, query) && matchesLetters(c.CONT_NOMBRE, letters)),
    [sorted, query, letters],
  );

  /** Sends a change; true when the server accepted it (the panel then closes and the configuration reloads). */
  const save = async (change: Parameters<typeof changeContact.mutateAsync>[0]): Promise<boolean> => {
    try {
      const answer = await changeContact.mutateAsync(change);
      if (!answer.ok) {
        notify({ title: 'Error', message: `${CONTACT_TEXTS.changeFailed}\n${answer.mensajeError ?? ''}` });
        return false;
      }
      await refresh();
      return true;
    } catch (err) {
      notify({ title: 'Error', message: `${CONTACT_TEXTS.changeFailed}\n${failureText(err)}` });
      return false;
    }
  };

  const onSave = async (value: ContactFormValue) => {
    const contact = editing?.contact ?? null;
    const ok = await save({ ...value, CONT_ID: contact?.CONT_ID ?? null, Accion: contact ? 1 : 0 });
    if (ok) setEditing(null);
    return ok;
  };

  const onCreateGroup = async (text: string): Promise<GrupoContacto | null> => {
    try {
      const answer = await createGroup.mutateAsync({ GRPC_DESCRIPCION: text, Accion: 0 });
      if (answer.ok && answer.valorRetorno) {
        notify({ title: 'Grupos de contacto', message: CONTACT_TEXTS.groupCreated });
        return answer.valorRetorno;
      }
      notify({ title: 'Error', message: `${CONTACT_TEXTS.groupFailed}\n${answer.mensajeError ?? ''}` });
    } catch (err) {
      notify({ title: 'Error', message: `${CONTACT_TEXTS.groupFailed}\n${failureText(err)}` });
    }
    return null;
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const { CONT_ID, CONT_NOMBRE, CONT_MAIL, CONT_TELEFONO, CONT_MOVIL, CONT_ID_GRUPO_CONTACTO } = deleting;
    if (await save({ CONT_ID, CONT_NOMBRE, CONT_MAIL, CONT_TELEFONO, CONT_MOVIL, CONT_ID_GRUPO_CONTACTO, Accion: 2 })) setDeleting(null);
  };

  const onImported = (outcome: ImportOutcome) => {
    if (outcome.ok) {
      setImporting(false);
      notify({ title: 'Importar contactos', message: contactImportSuccessText(outcome.count, outcome.skipped) });
      void refresh();
    } else {
      notify({ title: CONTACT_IMPORT_MESSAGES.failureTitle, message: outcome.message });
    }
  };

  const layout = view === 'cards' ? 'card' : 'row';
  return (
    <Page>
      <Toolbar grow="md">
        <SearchForm label="Buscar por nombre" placeholder="Buscar por nombre" onSearch={setQuery} />
        <ViewToggle value={view} onChange={setView} />
        <Button startIcon={<PlusIcon size={16} />} onClick={() => setEditing({ contact: null })}>
          Nuevo Contacto
        </Button>
        {isMobile ? null : <IconButton label="Importar contactos" icon={<UploadIcon />} variant="secondary" onClick={() => setImporting(true)} />}
      </Toolbar>
      <AbcFilter selected={letters} onChange={setLetters} />
      <Text size="sm" tone="muted" aria-live="polite">
        {shown.length === contactos.length ? `${contactos.length} contactos` : `${shown.length} de ${contactos.length} contactos`}
      </Text>
      <VirtualList
        key={layout}
        items={shown}
        getKey={(c) => c.CONT_ID}
        label="Contactos"
        rowHeight={layout === 'card' ? CARD_HEIGHT : ROW_HEIGHT}
        gap={layout === 'card' ? 16 : 0}
        {...(layout === 'card' ? { minColumnWidth: 260 } : {})}
        height="max(360px, calc(100vh - 330px))"
        empty={
          <EmptyState
            title={contactos.length ? 'Ningún contacto coincide con la búsqueda' : 'Aún no tiene contactos'}
            description={contactos.length ? undefined : 'Añada uno con «Nuevo Contacto» o impórtelos desde un fichero CSV.'}
          />
        }
        renderItem={(c) => (
          <ContactItem
            contact={c}
            layout={layout}
            groupName={c.CONT_ID_GRUPO_CONTACTO == null ? null : (groupNames.get(c.CONT_ID_GRUPO_CONTACTO) ?? null)}
            onEdit={(contact) => setEditing({ contact })}
            onDelete={setDeleting}
          />
        )}
      />
      {editing ? (
        <ContactFormModal contact={editing.contact} groups={groupList} onSave={onSave} onCreateGroup={onCreateGroup} onClose={() => setEditing(null)} />
      ) : null}
      {importing ? <ImportModal groups={groupList} onDone={onImported} onClose={() => setImporting(false)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        message={deleting ? deleteConfirmation(deleting.CONT_NOMBRE) : ''}
        destructive
        loading={changeContact.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Page>
  );
}

function UploadIcon() {
  return (
    <SvgIcon>
      <path d="M12 16V4M7 9l5-5 5 5M4 16v3a1 1 0 001 1h14a1 1 0 001-1v-3" />
    </SvgIcon>
  );
}
