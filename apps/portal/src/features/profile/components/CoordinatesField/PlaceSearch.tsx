import { placeQueryError } from '@socios/domain';
import { Button, Inline, Stack, Text, TextField } from '@socios/ui';
import { useState } from 'react';
import { useApiQuery } from '../../../../app/query/apiQuery';

/** A town found by name: where to put the pin. */
export interface FoundPlace {
  lat: number;
  lng: number;
}

export interface PlaceSearchProps {
  /** Called with the town chosen from the answers. */
  onPick: (place: FoundPlace) => void;
  /** No search while the form is saving. */
  disabled?: boolean;
}

/**
 * Finds a town of Spain or Portugal by typing it (Socios/BuscarLugar: accents and case ignored, at most ten answers)
 * and offers each answer as a button that puts the pin there. Enter or 'Buscar' searches; the pin can still be
 * dragged afterwards to the exact street.
 */
export function PlaceSearch({ onPick, disabled = false }: PlaceSearchProps) {
  const [text, setText] = useState('');
  const [asked, setAsked] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const found = useApiQuery('Socios', 'BuscarLugar', { texto: asked }, { enabled: asked !== '', staleTime: Number.POSITIVE_INFINITY, errors: 'handled' });

  const search = () => {
    const refused = placeQueryError(text);
    setInvalid(refused);
    if (!refused) setAsked(text.trim());
  };

  const places = found.data?.valorRetorno ?? [];
  return (
    <Stack gap={2}>
      <Inline gap={2} align="end" wrap={false}>
        <TextField
          label="Buscar población"
          hint="Escriba la población y pulse Intro; después puede arrastrar el punto a la calle."
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              search();
            }
          }}
          error={invalid ?? (found.isError ? found.error.message : undefined)}
          disabled={disabled}
          fullWidth
        />
        <Button type="button" variant="secondary" onClick={search} disabled={disabled}>
          Buscar
        </Button>
      </Inline>
      {asked !== '' && found.isSuccess ? (
        places.length === 0 ? (
          <Text size="sm" tone="muted" role="status">
            No se ha encontrado ninguna población que empiece por «{asked}».
          </Text>
        ) : (
          <Inline gap={2} role="group" aria-label="Poblaciones encontradas">
            {places.map((p) => (
              <Button
                key={`${p.nombre}-${p.latitud}-${p.longitud}`}
                type="button"
                size="sm"
                variant="ghost"
                disabled={disabled}
                onClick={() => onPick({ lat: p.latitud, lng: p.longitud })}
              >
                {p.provincia ? `${p.nombre} (${p.provincia})` : p.nombre}
              </Button>
            ))}
          </Inline>
        )
      ) : null}
    </Stack>
  );
}
