import type { Contacto, GrupoContacto } from '@socios/api';
import { applyPhoneInput, CONTACT_LIMITS, CONTACT_MESSAGES, type PhoneInputState, validateContact } from '@socios/domain';
import { FieldGrid, Notice, QuickAdd, Select, Stack, TextField } from '@socios/ui';
import { type FormEvent, useId, useState } from 'react';
import { FormModal } from '../../app/FormModal';

/** What the form hands to its parent: valid fields, ready for ActualizarContacto. */
export interface ContactFormValue {
  CONT_NOMBRE: string;
  CONT_MAIL: string;
  CONT_TELEFONO: string | null;
  CONT_MOVIL: string | null;
  CONT_ID_GRUPO_CONTACTO: number | null;
}

export interface ContactFormModalProps {
  /** The contact to edit; null for 'Nuevo Contacto'. */
  contact: Contacto | null;
  /** The user's groups. */
  groups: readonly GrupoContacto[];
  /** Saves; resolves true when the server accepted (the panel then closes). */
  onSave: (value: ContactFormValue) => Promise<boolean>;
  /** Creates a group; resolves the new group, or null when refused. */
  onCreateGroup: (text: string) => Promise<GrupoContacto | null>;
  /** Closes without saving. */
  onClose: () => void;
}

const phoneText = (p: PhoneInputState) => (p.negative ? `-${p.digits}` : p.digits);

function PhoneField({
  label,
  value,
  onChange,
  negativeMessage,
}: {
  label: string;
  value: PhoneInputState;
  onChange: (v: PhoneInputState) => void;
  negativeMessage: string;
}) {
  return (
    <TextField
      label={label}
      inputMode="numeric"
      autoComplete="tel"
      value={phoneText(value)}
      onChange={(e) => onChange(applyPhoneInput(e.target.value))}
      hint={`Solo dígitos, máximo ${CONTACT_LIMITS.phone}`}
      error={value.negative ? negativeMessage : undefined}
      fullWidth
    />
  );
}

/**
 * 'Nuevo Contacto' / 'Editar Contacto' (spec 000 §2, §5): name max 30, e-mail max 250, phone and mobile digits
 * only (max 9; the minus key flips the sign and a negative value is flagged), the group select and the
 * group-creation area. Name and e-mail are required ('Los campos de nombre y email son obligatorios').
 */
export function ContactFormModal({ contact, groups, onSave, onCreateGroup, onClose }: ContactFormModalProps) {
  const formId = useId();
  const [name, setName] = useState(contact?.CONT_NOMBRE ?? '');
  const [email, setEmail] = useState(contact?.CONT_MAIL ?? '');
  const [phone, setPhone] = useState<PhoneInputState>(applyPhoneInput(contact?.CONT_TELEFONO ?? ''));
  const [mobile, setMobile] = useState<PhoneInputState>(applyPhoneInput(contact?.CONT_MOVIL ?? ''));
  const [group, setGroup] = useState(contact?.CONT_ID_GRUPO_CONTACTO == null ? '' : String(contact.CONT_ID_GRUPO_CONTACTO));
  const [warning, setWarning] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateContact({ name, email, phone: phoneText(phone), mobile: phoneText(mobile), groupId: group });
    if (!checked.ok) {
      setWarning([...new Set(checked.errors.map((e) => e.message))].join('. '));
      return;
    }
    setWarning(null);
    const v = checked.value;
    setSaving(true);
    try {
      await onSave({
        CONT_NOMBRE: v.name,
        CONT_MAIL: v.email,
        CONT_TELEFONO: v.phone || null,
        CONT_MOVIL: v.mobile || null,
        CONT_ID_GRUPO_CONTACTO: v.groupId,
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormModal title={contact ? 'Editar Contacto' : 'Nuevo Contacto'} formId={formId} busy={saving} onClose={onClose}>
      <Stack as="form" id={formId} onSubmit={submit} noValidate>
        {warning ? (
          <Notice tone="warning" role="alert">
            {warning}
          </Notice>
        ) : null}
        <TextField label="Nombre" required maxLength={CONTACT_LIMITS.name} value={name} onChange={(e) => setName(e.target.value)} fullWidth />
        <TextField label="Email" type="email" required maxLength={CONTACT_LIMITS.email} value={email} onChange={(e) => setEmail(e.target.value)} fullWidth />
        <FieldGrid>
          <PhoneField label="Teléfono" value={phone} onChange={setPhone} negativeMessage={CONTACT_MESSAGES.phoneNegative} />
          <PhoneField label="Móvil" value={mobile} onChange={setMobile} negativeMessage={CONTACT_MESSAGES.mobileNegative} />
        </FieldGrid>
        <Select
          label="Grupo de contacto"
          placeholder="Sin grupo"
          options={groups.map((g) => ({ value: String(g.GRPC_ID), label: g.GRPC_DESCRIPCION }))}
          value={group}
          onChange={(e) => setGroup(e.target.value)}
          fullWidth
        />
        <div>
          <QuickAdd
            openLabel="Nuevo grupo de contacto"
            label="Nombre del nuevo grupo"
            acceptLabel="Añadir grupo"
            closeLabel="Cancelar el nuevo grupo"
            maxLength={CONTACT_LIMITS.group}
            onSubmit={async (text) => {
              const created = await onCreateGroup(text);
              if (created) setGroup(String(created.GRPC_ID));
              return created !== null;
            }}
          />
        </div>
      </Stack>
    </FormModal>
  );
}
