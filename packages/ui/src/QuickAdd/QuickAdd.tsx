import { groupAreaAction } from '@socios/domain';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { CheckIcon, CloseIcon, PlusIcon } from '../icons';
import { TextField } from '../TextField';

export interface QuickAddProps {
  /** Text of the button that opens the area, e.g. 'Nuevo grupo'. */
  openLabel: string;
  /** Label of the text field (accessible name; shown as placeholder). */
  label: string;
  /** Called with the trimmed text when the tick is pressed (or Enter); resolve true to close the area. */
  onSubmit: (text: string) => boolean | Promise<boolean>;
  /** Longest text accepted (maxlength). */
  maxLength?: number;
  /** Accessible name of the tick; 'Aceptar' by default. */
  acceptLabel?: string;
  /** Accessible name of the cross; 'Cerrar' by default. */
  closeLabel?: string;
  /** Start open (stories, screens that restore state). */
  defaultOpen?: boolean;
}

const StyledArea = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing(2)};
  > :first-child {
    flex: 1;
    min-width: 0;
  }
`;

/**
 * A small creation area (spec 000 §2, the contact group): closed it is a button; open it is a text field and ONE
 * action button, a tick when the text is not blank (creates) and a cross when it is (closes). Escape closes.
 */
export function QuickAdd({ openLabel, label, onSubmit, maxLength, acceptLabel = 'Aceptar', closeLabel = 'Cerrar', defaultOpen = false }: QuickAddProps) {
  const [open, setOpen] = useState(defaultOpen);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(defaultOpen);

  useEffect(() => {
    if (open && !wasOpen.current) inputRef.current?.focus();
    if (!open && wasOpen.current) openerRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const close = () => {
    setText('');
    setOpen(false);
  };
  const action = groupAreaAction(text);
  const act = async () => {
    if (action === 'close') return close();
    setBusy(true);
    try {
      if (await onSubmit(text.trim())) close();
    } finally {
      setBusy(false);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && action === 'accept') {
      event.preventDefault();
      void act();
    } else if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
  };

  if (!open) {
    return (
      <Button ref={openerRef} variant="ghost" size="sm" startIcon={<PlusIcon size={16} />} onClick={() => setOpen(true)}>
        {openLabel}
      </Button>
    );
  }
  return (
    <StyledArea>
      <TextField
        ref={inputRef}
        label={label}
        labelHidden
        placeholder={label}
        value={text}
        maxLength={maxLength}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        fullWidth
      />
      <IconButton
        label={action === 'accept' ? acceptLabel : closeLabel}
        icon={action === 'accept' ? <CheckIcon /> : <CloseIcon />}
        variant={action === 'accept' ? 'primary' : 'secondary'}
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={() => void act()}
      />
    </StyledArea>
  );
}
