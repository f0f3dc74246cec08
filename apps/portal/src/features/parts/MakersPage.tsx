import type { Fabricante } from '@socios/api';
import { containsIgnoreCaseAndAccents, matchesLetters } from '@socios/domain';
import { AbcFilter, ColumnList, LinkTiles, Segmented, Spinner, Stack, Text, TextField, Toolbar } from '@socios/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { useApiQuery } from '../../app/query/apiQuery';

/** A maker's logo plate: its wordmark on its colour (the catalogue ships no trademark artwork). */
/** Black or white, whichever reads on the colour (WCAG relative luminance). */
function inkOn(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  return luminance > 0.179 ? 'black' : 'white';
}

/** The logo plate's width and height (SVG units). */
const PLATE = { width: 160, height: 64, margin: 12 } as const;

/**
 * A maker's wordmark drawn as its logo: the name in heavy capitals on the maker's colour, in the ink that reads on it.
 * Long names are set smaller and squeezed into the plate rather than cut.
 */
function MakerLogo({ maker }: { maker: Fabricante }) {
  const word = maker.nombre.toLocaleUpperCase('es');
  const room = PLATE.width - 2 * PLATE.margin;
  // Heavy capitals are about 0.7 em wide: as large as fits, from 12 to 26 units.
  const size = Math.max(12, Math.min(26, room / (0.7 * word.length)));
  const squeeze = word.length * size * 0.7 > room;
  return (
    <svg viewBox={`0 0 ${PLATE.width} ${PLATE.height}`} role="img" aria-label={maker.nombre}>
      <rect width={PLATE.width} height={PLATE.height} rx={10} fill={maker.color} />
      <text
        x={PLATE.width / 2}
        y={PLATE.height / 2}
        dominantBaseline="central"
        textAnchor="middle"
        fill={inkOn(maker.color)}
        fontSize={size}
        fontWeight={800}
        letterSpacing={size * 0.04}
        {...(squeeze ? { textLength: room, lengthAdjust: 'spacingAndGlyphs' } : {})}
      >
        {word}
      </text>
    </svg>
  );
}

/** /referencias: the main makers as a logo grid, or every maker in an alphabetical list with letter and text filters. */
export function MakersPage() {
  const makers = useApiQuery('Tecdoc', 'GetFabricantesVehiculos_Inicial', undefined, { select: (a) => a.valorRetorno, staleTime: 3_600_000 });
  const [view, setView] = useState<'grid' | 'list'>('grid');
  const [letters, setLetters] = useState<string[]>([]);
  const [text, setText] = useState('');
  if (makers.isPending) return <Spinner centered label="Cargando Fabricantes..." />;
  if (makers.isError) return <Text tone="danger">No ha sido posible obtener los fabricantes.</Text>;
  const link = (f: Fabricante) => `/referencias/buscador/${f.id}`;
  const listed = makers.data.filter((f) => matchesLetters(f.nombre, letters) && containsIgnoreCaseAndAccents(f.nombre, text));
  return (
    <Stack gap={3}>
      <Toolbar>
        <Segmented
          label="Fabricantes"
          options={[
            { value: 'grid', label: 'Principales' },
            { value: 'list', label: 'Todos (A–Z)' },
          ]}
          value={view}
          onChange={setView}
        />
        {view === 'list' ? <TextField type="search" label="Buscar fabricante" value={text} onChange={(e) => setText(e.target.value)} /> : null}
      </Toolbar>
      {view === 'grid' ? (
        <LinkTiles variant="logo" minWidth={32} aria-label="Fabricantes principales">
          {makers.data
            .filter((f) => f.principal)
            .map((f) => (
              <li key={f.id}>
                <Link to={link(f)}>
                  <MakerLogo maker={f} />
                </Link>
              </li>
            ))}
        </LinkTiles>
      ) : (
        <>
          <AbcFilter selected={letters} onChange={setLetters} />
          {listed.length === 0 ? (
            <Text tone="muted">No hay resultados para la búsqueda</Text>
          ) : (
            <ColumnList aria-label="Todos los fabricantes">
              {listed.map((f) => (
                <li key={f.id}>
                  <Link to={link(f)}>{f.nombre}</Link>
                </li>
              ))}
            </ColumnList>
          )}
        </>
      )}
    </Stack>
  );
}
