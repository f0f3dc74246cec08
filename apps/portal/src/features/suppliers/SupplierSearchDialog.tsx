import type { Proveedor } from '@socios/api';
import { anyFieldContains } from '@socios/domain';
import { Dialog, Text, TextField } from '@socios/ui';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const StyledResults = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  max-height: 50vh;
  margin: 0;
  padding: 0;
  overflow: auto;
  list-style: none;
  a {
    display: block;
    padding: ${({ theme }) => theme.spacing(2, 3)};
    border-radius: ${({ theme }) => theme.radius.md};
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    background: ${({ theme }) => theme.color.primarySubtle};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const MAX_RESULTS = 20;

/** The supplier quick search of the supplier shell: type a supplier or brand name, open the supplier. */
export function SupplierSearchDialog({ open, onClose, suppliers }: { open: boolean; onClose: () => void; suppliers: readonly Proveedor[] }) {
  const [text, setText] = useState('');
  const found = useMemo(
    () => (text.trim() ? suppliers.filter((s) => anyFieldContains([s.PRV_NOMBRE, ...s.Marcas.map((m) => m.MAR_NOMBRE)], text, true)) : []),
    [suppliers, text],
  );
  return (
    <Dialog open={open} onClose={onClose} title="Buscar proveedor">
      <TextField type="search" label="Proveedor o marca" value={text} onChange={(e) => setText(e.target.value)} autoFocus fullWidth />
      {text.trim() && !found.length ? <Text tone="muted">No hay proveedores que coincidan con la búsqueda.</Text> : null}
      <StyledResults aria-label="Proveedores encontrados">
        {found.slice(0, MAX_RESULTS).map((s) => (
          <li key={s.PRV_ID}>
            <Link to={`/proveedores/${s.PRV_ID}`} onClick={onClose}>
              {s.PRV_NOMBRE}
              <small>{s.Marcas.map((m) => m.MAR_NOMBRE).join(', ')}</small>
            </Link>
          </li>
        ))}
      </StyledResults>
    </Dialog>
  );
}
