import type { ResultadosBusqueda } from '@socios/api';
import { CloseIcon, HeaderSearch, HeaderSearchOverlay, IconButton, SearchIcon, useIsMobile } from '@socios/ui';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useApiQuery } from '../../app/query/apiQuery';
import { useDownloadAttachment } from '../news/data';
import { brandTariffPath } from '../tariffs';

/** One option of the results: its group, text, detail and what choosing it does. */
interface Option {
  key: string;
  group: string;
  text: string;
  detail: string;
  choose: () => void;
}

/** On a phone the opened search lies over the whole header, the box across its width with a close button. */
function optionsOf(r: ResultadosBusqueda, navigate: (to: string) => void, download: (id: number, kind: 2) => Promise<void>): Option[] {
  return [
    ...r.PROVEEDORES.map((p) => ({
      key: `p${p.PRV_ID}`,
      group: 'Proveedores',
      text: p.PRV_NOMBRE,
      detail: p.MARCAS,
      choose: () => navigate(`/proveedores/${p.PRV_ID}`),
    })),
    ...r.MARCAS.map((m) => ({
      key: `m${m.MAR_ID}`,
      group: 'Marcas',
      text: m.MAR_NOMBRE,
      detail: m.PRV_NOMBRE,
      choose: () => navigate(`/proveedores/${m.PRV_ID}`),
    })),
    ...r.REFERENCIAS.map((a) => ({
      key: `r${a.ART_ID}`,
      group: 'Referencias',
      text: a.REFERENCIA,
      detail: `${a.MARCA} · ${a.NOMBRE}`,
      choose: () => navigate(`/referencias/${encodeURIComponent(a.REFERENCIA)}`),
    })),
    ...r.TARIFAS.map((t) => ({
      key: `t${t.TAR_ID}`,
      group: 'Tarifas',
      text: t.REFERENCIA,
      detail: `${t.MAR_NOMBRE} · ${t.DESCRIPCION}`,
      choose: () => navigate(brandTariffPath(t.PRV_ID, t.MAR_ID, t.REFERENCIA)),
    })),
    ...r.DOCUMENTOS.map((d) => ({
      key: `d${d.DOC_ID}`,
      group: 'Documentos',
      text: d.DOC_NOMBRE,
      detail: `${d.TDO_NOMBRE} · descargar`,
      choose: () => void download(d.DOC_ID_DOCUMENTO, 2),
    })),
    ...r.NOTICIAS.map((n) => ({
      key: `n${n.ID}`,
      group: 'Noticias',
      text: n.TITULO,
      detail: n.FECHA_PUBLICACION,
      choose: () => navigate(`/noticias/${n.ID}`),
    })),
  ];
}

/**
 * The header's search (beyond the spec): the box itself on wider screens; on a phone a search button that opens the
 * box over the header, closed again by its close button, by Escape or by choosing a result (focus returns to the
 * button).
 */
export function GlobalSearch() {
  const isMobile = useIsMobile();
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  if (!isMobile) return <SearchBox />;
  const close = () => {
    setOpened(false);
    // The button is back in the header after this render.
    requestAnimationFrame(() => button.current?.focus());
  };
  if (!opened) return <IconButton ref={button} label="Buscar en el portal" icon={<SearchIcon />} aria-expanded={false} onClick={() => setOpened(true)} />;
  return (
    <HeaderSearchOverlay>
      <SearchBox autoFocus onClose={close} />
      <IconButton label="Cerrar la búsqueda" icon={<CloseIcon />} onClick={close} />
    </HeaderSearchOverlay>
  );
}

/**
 * The search box (beyond the spec): suppliers, brands, catalogue and tariff references, documents and news as the
 * member types, grouped; arrows move through the results, Enter opens one, Escape closes the list.
 */
function SearchBox({ autoFocus = false, onClose }: { autoFocus?: boolean; onClose?: () => void }) {
  const id = useId();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const box = useRef<HTMLDivElement>(null);
  const download = useDownloadAttachment();

  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), 200);
    return () => clearTimeout(timer);
  }, [text]);
  const results = useApiQuery(
    'Buscar',
    'Global',
    { texto: query },
    { enabled: query.length >= 2, placeholderData: keepPreviousData, select: (a) => a.valorRetorno },
  );
  const options = useMemo(() => {
    const go = (to: string) => {
      setOpen(false);
      setText('');
      onClose?.();
      navigate(to);
    };
    return results.data && query.length >= 2 ? optionsOf(results.data, go, download) : [];
  }, [results.data, query, navigate, download, onClose]);

  // A click outside closes the list.
  useEffect(() => {
    if (!open) return;
    const away = (e: PointerEvent) => {
      if (!box.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);

  const shown = open && query.length >= 2;
  const groups = [...new Set(options.map((o) => o.group))];
  return (
    <HeaderSearch
      ref={box}
      input={
        <input
          type="search"
          role="combobox"
          aria-label="Buscar en el portal"
          // biome-ignore lint/a11y/noAutofocus: the member opened the search with its button on a phone; the box takes the focus it asked for
          autoFocus={autoFocus}
          aria-expanded={shown}
          aria-controls={`${id}-results`}
          aria-autocomplete="list"
          aria-activedescendant={shown && options[active] ? `${id}-${options[active].key}` : undefined}
          placeholder="Proveedor, marca, referencia, documento o noticia"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={(e) => {
            // Escape closes the list first, then the phone's search.
            if (e.key === 'Escape') {
              if (shown || !onClose) setOpen(false);
              else onClose();
            } else if (e.key === 'ArrowDown' && options.length) {
              e.preventDefault();
              setOpen(true);
              setActive((a) => (a + 1) % options.length);
            } else if (e.key === 'ArrowUp' && options.length) {
              e.preventDefault();
              setActive((a) => (a - 1 + options.length) % options.length);
            } else if (e.key === 'Enter' && shown && options[active]) {
              e.preventDefault();
              options[active].choose();
            }
          }}
        />
      }
      results={
        shown ? (
          <>
            <div id={`${id}-results`} role="listbox" aria-label="Resultados de la búsqueda">
              {groups.map((group) => (
                // biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox (WAI-ARIA combobox pattern)
                <div key={group} role="group" aria-labelledby={`${id}-${group}`}>
                  <span id={`${id}-${group}`}>{group}</span>
                  {options
                    .filter((o) => o.group === group)
                    .map((o) => (
                      <div
                        key={o.key}
                        id={`${id}-${o.key}`}
                        role="option"
                        aria-selected={options[active]?.key === o.key}
                        tabIndex={-1}
                        onPointerDown={(e) => e.preventDefault()}
                        onClick={() => o.choose()}
                        onKeyDown={() => undefined}
                      >
                        {o.text}
                        <small>{o.detail}</small>
                      </div>
                    ))}
                </div>
              ))}
            </div>
            {!options.length && !results.isFetching ? <p>No hay resultados para «{query}».</p> : null}
          </>
        ) : null
      }
    />
  );
}
