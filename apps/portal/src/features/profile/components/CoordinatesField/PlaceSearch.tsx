import type { ApiResult } from '../../../../app/query/apiQuery';
import { placeQueryError } from '@socios/domain';
import { Button, Inline, Stack, Text, TextField } from '@socios/ui';
import { useRef, useState } from 'react';
import { callApi } from '../../../../app/query/callApi';

type Found = ApiResult<'Socios', 'BuscarLugar'>['valorRetorno'];

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
  const [places, setPlaces] = useState<Found | null>(null);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(0);

  // A one-off call per search (Enter or 'Buscar'), not a query kept in the cache: the form may be shown where no
  // data layer is (its stories), and an answer that arrives after a newer search is dropped.
  const search = async () => {
    const refused = placeQueryError(text);
    setError(refused);
    setPlaces(null);
    if (refused) return;
    const texto = text.trim();
    const call = ++latest.current;
    setAsked(texto);
    try {
      const answer = await callApi('Socios', 'BuscarLugar', { texto });
      if (call === latest.current) setPlaces(answer.valorRetorno);
    } catch (e) {
      if (call === latest.current) setError(e instanceof Error ? e.message : 'No se ha podido buscar la población.');
    }
  };

  return (
    <Stack gap={2}>
      <Inline gap={2} align="end" wrap={false}>
        <TextField
          label="Buscar población"
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void search();
            }
          }}
          error={error ?? undefined}
          disabled={disabled}
          fullWidth
        />
        <Button type="button" variant="secondary" onClick={() => void search()} disabled={disabled}>
          Buscar
        </Button>
      </Inline>
      <Text size="sm" tone="muted">
        Escriba la población y pulse Intro; después puede arrastrar el punto a la calle.
      </Text>
      {places ? (
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
