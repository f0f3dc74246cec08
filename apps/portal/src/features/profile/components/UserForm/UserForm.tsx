import { PERMISSION_COLUMNS, PERMISSIONS, type PermissionColumn, type Permisos, type Usuario } from '@socios/api';
import { type CommonPasswordCheck, passwordChangeNeedsCurrent, USER_FIELD_LIMITS, validateUserFields } from '@socios/domain';
import { Checkbox, FieldGrid, Fieldset, PasswordField, Stack, Text } from '@socios/ui';
import { type FormEvent, type ReactNode, useState } from 'react';
import { PERMISSION_LABELS } from '../../../../app/features';
import { PROFILE_TEXTS } from '../../texts';
import { CheckedForm, TextFields, type TextFieldSpec } from '../formParts';
import { ImageField, type ImageValue, storedImage } from '../ImageField';

/** What the form hands to its parent once its own checks pass. */
export interface UserFormValue {
  USR_NOMBRE: string;
  USR_APELLIDOS: string;
  USR_MAIL: string;
  USR_CLAVE: string;
  /** The new password, or null to keep the current one (an edit with the password fields left empty). */
  USR_PWD: string | null;
  USR_PWD_2: string | null;
  /** The current password (own profile, when the password changes). */
  USR_PWD_ACTUAL: string | null;
  /** The permission flags as ticked (only when the form shows them). */
  permisos: Partial<Record<PermissionColumn, boolean>>;
  /** The photo kept, chosen or removed. */
  foto: ImageValue;
}

type Field = 'USR_NOMBRE' | 'USR_APELLIDOS' | 'USR_MAIL' | 'USR_CLAVE' | 'USR_PWD' | 'USR_PWD_2' | 'USR_PWD_ACTUAL';
type Errors = Partial<Record<Field, string>>;

export interface UserFormProps {
  /** Id of the form element (a submit button outside it, in a modal's footer, names it with `form`). */
  id: string;
  /** The user edited; null for a new user. */
  user: Usuario | null;
  /** The user's own profile: the current password is asked for a password change. */
  own?: boolean;
  /**
   * The permission flags the editor holds: when given, the form shows the permission checkboxes (account
   * administrators only) and only these flags can be switched (001 §6: a user never grants what it lacks).
   */
  grantable?: Permisos;
  /** Address of a stored photo by its document id. */
  imageUrl: (id: number) => string;
  /** The common-password check (loaded on demand: the list is large). */
  loadCommonCheck: () => Promise<CommonPasswordCheck>;
  /** Receives the checked value (the parent sends it and tells the outcome). */
  onSubmit: (value: UserFormValue) => void | Promise<void>;
  /** Buttons at the end of the form (when it is not in a modal). */
  footer?: ReactNode;
  /** Refuse changes while a save runs. */
  busy?: boolean;
}

type TextKey = keyof typeof USER_FIELD_LIMITS;

/** The name and login fields, in pairs, with what the browser fills them in with on one's own profile. */
const TEXT_PAIRS: readonly (readonly TextFieldSpec<TextKey>[])[] = [
  [
    { key: 'USR_NOMBRE', label: 'Nombre', required: true, autoComplete: 'given-name' },
    { key: 'USR_APELLIDOS', label: 'Apellidos', autoComplete: 'family-name' },
  ],
  [
    { key: 'USR_MAIL', label: 'Correo electrónico', type: 'email', required: true, autoComplete: 'email' },
    { key: 'USR_CLAVE', label: 'Usuario', required: true, autoComplete: 'username' },
  ],
];

/** The permission flags of a user, by column. */
function flagsOf(user: Usuario | null): Partial<Record<PermissionColumn, boolean>> {
  return Object.fromEntries(PERMISSIONS.map((p) => [PERMISSION_COLUMNS[p], user ? user[PERMISSION_COLUMNS[p]] : false]));
}

/**
 * The form's checks: the domain's user rules, the same the server applies (001 §5: 'Introduzca nombre',
 * 'Introduzca usuario', 'Introduzca una contraseña válida', 'Las contraseñas no coinciden', the limits, the e-mail);
 * on an edit the password is optional. On one's own profile a new password needs the current one too (the server
 * compares it with the stored hash).
 */
export function checkUserForm(value: UserFormValue, isNew: boolean, own: boolean, isCommon: CommonPasswordCheck): Errors {
  const errors: Errors = {};
  const checked = validateUserFields(value, { adding: isNew, isCommon });
  if (!checked.ok) for (const e of checked.errors) if (e.field) errors[e.field] ??= e.message;
  if (passwordChangeNeedsCurrent(value.USR_PWD, own) && !value.USR_PWD_ACTUAL) errors.USR_PWD_ACTUAL = PROFILE_TEXTS.currentPasswordRequired;
  return errors;
}

/**
 * A user's data (001 §3 User, §5): name, surnames, e-mail, login, photo, and the password twice; on one's own profile
 * the current password too; for an account administrator editing a colleague, the permission checkboxes. The admin
 * flag is never offered (001 §6: it is not set from the portal).
 */
export function UserForm({ id, user, own = false, grantable, imageUrl, loadCommonCheck, onSubmit, footer, busy = false }: UserFormProps) {
  const isNew = user === null;
  const [fields, setFields] = useState({
    USR_NOMBRE: user?.USR_NOMBRE ?? '',
    USR_APELLIDOS: user?.USR_APELLIDOS ?? '',
    USR_MAIL: user?.USR_MAIL ?? '',
    USR_CLAVE: user?.USR_CLAVE ?? '',
    USR_PWD: '',
    USR_PWD_2: '',
    USR_PWD_ACTUAL: '',
  });
  const [permisos, setPermisos] = useState(() => flagsOf(user));
  const [foto, setFoto] = useState<ImageValue>(() => storedImage(user?.USR_ID_DOCUMENTO ?? null));
  const [errors, setErrors] = useState<Errors>({});

  const setText = (field: Field, text: string) => setFields((f) => ({ ...f, [field]: text }));
  /** A password field's value, its change and its error. */
  const password = (field: 'USR_PWD' | 'USR_PWD_2' | 'USR_PWD_ACTUAL') => ({
    value: fields[field],
    onChange: (e: { target: { value: string } }) => setText(field, e.target.value),
    error: errors[field],
    fullWidth: true,
  });
  // The browser fills the name and login in only on one's own profile.
  const pairs = own ? TEXT_PAIRS : TEXT_PAIRS.map((pair) => pair.map((f) => ({ ...f, autoComplete: undefined })));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value: UserFormValue = {
      USR_NOMBRE: fields.USR_NOMBRE.trim(),
      USR_APELLIDOS: fields.USR_APELLIDOS.trim(),
      USR_MAIL: fields.USR_MAIL.trim(),
      USR_CLAVE: fields.USR_CLAVE.trim(),
      USR_PWD: fields.USR_PWD === '' ? null : fields.USR_PWD,
      USR_PWD_2: fields.USR_PWD === '' ? null : fields.USR_PWD_2,
      USR_PWD_ACTUAL: fields.USR_PWD === '' || !own ? null : fields.USR_PWD_ACTUAL,
      permisos: grantable ? permisos : {},
      foto,
    };
    // The common-password list is loaded only when a password is being set.
    const isCommon = value.USR_PWD ? await loadCommonCheck() : () => false;
    const found = checkUserForm(value, isNew, own, isCommon);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    await onSubmit(value);
  };

  return (
    <CheckedForm id={id} onSubmit={submit} errorCount={Object.keys(errors).length} busy={busy}>
      {pairs.map((pair) => (
        <FieldGrid min="sm" key={pair.map((f) => f.key).join()}>
          <TextFields fields={pair} limits={USER_FIELD_LIMITS} values={fields} errors={errors} onChange={setText} />
        </FieldGrid>
      ))}
      <ImageField label="Foto" value={foto} onChange={setFoto} imageUrl={imageUrl} disabled={busy} />
      <Fieldset legend={isNew ? 'Contraseña' : 'Cambiar la contraseña'}>
        <Stack gap={3}>
          {isNew ? null : (
            <Text size="sm" tone="muted">
              Déjela en blanco para conservar la actual.
            </Text>
          )}
          <FieldGrid min="sm">
            <PasswordField label={isNew ? 'Contraseña' : 'Nueva contraseña'} required={isNew} autoComplete="new-password" {...password('USR_PWD')} />
            <PasswordField label="Repita la contraseña" required={isNew} autoComplete="new-password" {...password('USR_PWD_2')} />
          </FieldGrid>
          {own ? (
            <PasswordField
              label="Contraseña actual"
              autoComplete="current-password"
              hint="Necesaria solo para cambiar la contraseña."
              {...password('USR_PWD_ACTUAL')}
            />
          ) : null}
        </Stack>
      </Fieldset>
      {grantable ? (
        <Fieldset legend="Permisos">
          <Stack gap={3}>
            <Text size="sm" tone="muted">
              Solo puede conceder o retirar los permisos que usted tiene.
            </Text>
            <FieldGrid track="fill" gap={4} rowGap={2}>
              {PERMISSIONS.map((p) => {
                const column = PERMISSION_COLUMNS[p];
                return (
                  <Checkbox
                    key={p}
                    label={PERMISSION_LABELS[p]}
                    checked={permisos[column] ?? false}
                    disabled={!grantable[p] || busy}
                    onChange={(e) => {
                      const checked = e.target.checked;
                      setPermisos((all) => ({ ...all, [column]: checked }));
                    }}
                  />
                );
              })}
            </FieldGrid>
          </Stack>
        </Fieldset>
      ) : null}
      {footer}
    </CheckedForm>
  );
}
