import type { Proveedor } from '@socios/api';
import { anyFieldContains } from '@socios/domain';
import { Dialog, LinkList, Text, TextField } from '@socios/ui';
import { type KeyboardEvent, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { RouterLink } from '../../app/RouterLink';

const MAX_RESULTS = 20;

/**
 * The supplier quick search of the supplier shell: type a supplier or brand name, open the supplier. From the box,
 * ArrowDown goes to the results (then ArrowDown/ArrowUp move among them, Enter opens one) and Enter opens the first.
 */
export function SupplierSearchDialog({ open, onClose, suppliers }: { open: boolean; onClose: () => void; suppliers: readonly Proveedor[] }) {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const results = useRef<HTMLUListElement>(null);
  const links = () => Array.from(results.current?.querySelectorAll('a') ?? []);
  const onBoxKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' && found.length) {
      e.preventDefault();
      links()[0]?.focus();
    } else if (e.key === 'Enter' && found[0]) {
      e.preventDefault();
      onClose();
      navigate(`/proveedores/${found[0].PRV_ID}`);
    }
  };
  const onListKey = (e: KeyboardEvent<HTMLUListElement>) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    const all = links();
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    const next = at + (e.key === 'ArrowDown' ? 1 : -1);
    if (next < 0) box.current?.focus();
    else all[Math.min(next, all.length - 1)]?.focus();
  };
  const box = useRef<HTMLInputElement>(null);
  const found = useMemo(
    () => (text.trim() ? suppliers.filter((s) => anyFieldContains([s.PRV_NOMBRE, ...s.Marcas.map((m) => m.MAR_NOMBRE)], text, true)) : []),
    [suppliers, text],
  );
  return (
    <Dialog open={open} onClose={onClose} title="Buscar proveedor">
      <TextField
        ref={box}
        type="search"
        label="Proveedor o marca"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onBoxKey}
        autoFocus
        fullWidth
      />
      {text.trim() && !found.length ? <Text tone="muted">No hay proveedores que coincidan con la búsqueda.</Text> : null}
      <LinkList
        ref={results}
        variant="results"
        aria-label="Proveedores encontrados"
        onKeyDown={onListKey}
        linkComponent={RouterLink}
        onFollow={onClose}
        items={found.slice(0, MAX_RESULTS).map((s) => ({
          key: s.PRV_ID,
          href: `/proveedores/${s.PRV_ID}`,
          title: s.PRV_NOMBRE,
          meta: s.Marcas.map((m) => m.MAR_NOMBRE).join(', '),
        }))}
      />
    </Dialog>
  );
}
