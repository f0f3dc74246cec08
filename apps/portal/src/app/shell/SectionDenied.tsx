import type { Permission } from '@socios/api';
import { EmptyState, KeyIcon } from '@socios/ui';
import { PERMISSION_LABELS } from '../features';

/** What a user without a section's permission sees instead of its content (spec 000 §2 Section gating). */
export function SectionDenied({ permission }: { permission: Permission }) {
  return (
    <EmptyState
      icon={<KeyIcon />}
      title="No tiene permiso para acceder a esta sección"
      description={`Su usuario no tiene activado el permiso «${PERMISSION_LABELS[permission]}». Si lo necesita, pídaselo al administrador de cuentas de su empresa.`}
    />
  );
}
