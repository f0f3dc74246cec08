import { TYRE_CLASSES, type TyreClass } from '@socios/domain';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { visuallyHidden } from '../theme/mixins';

export interface TyreLabelProps {
  /** Fuel-saving (rolling resistance) class, A best. */
  fuel: TyreClass;
  /** Wet-grip class, A best. */
  wetGrip: TyreClass;
  /** External rolling noise in dB. */
  noiseDb: number;
  /** The noise class (A–C, or one to three waves on the older label), when known. */
  noiseClass?: string | null;
  /** Whose label it is, for the button's and the popover's names (e.g. 'Michelin MIC000123'). */
  of: string;
}

const StyledWrap = styled.span`
  position: relative;
  display: inline-block;
`;

const StyledTrigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  height: ${({ theme }) => theme.size.control.sm};
  padding: ${({ theme }) => theme.spacing(0, 2)};
  border: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.xs};
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.color.borderStrong};
  }
  &:focus-visible {
    box-shadow: ${({ theme }) => theme.shadow.focus};
    outline: none;
  }
`;

/** Words read by screen readers only (the button's name is its text: what shows and what it means). */
const StyledHidden = styled.span`
  ${visuallyHidden}
`;

/** A class letter on its colour of the scale. */
const StyledClass = styled.span<{ $index: number }>`
  display: inline-grid;
  place-items: center;
  min-width: ${({ theme }) => theme.spacing(5)};
  padding: ${({ theme }) => theme.spacing(0, 1)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme, $index }) => theme.energy.scale[$index]};
  color: ${({ theme }) => theme.energy.text};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

/** The popover: it fades in and out (no fade when the user asks for less motion). */
const StyledPopover = styled.div<{ $open: boolean }>`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.spacing(2)});
  left: 0;
  z-index: ${({ theme }) => theme.zIndex.popup};
  display: grid;
  gap: ${({ theme }) => theme.spacing(3)};
  width: max-content;
  max-width: min(${({ theme }) => theme.size.content.popover}, 90vw);
  padding: ${({ theme }) => theme.spacing(3)};
  border: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  opacity: ${({ $open }) => ($open ? 1 : 0)};
  visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
  transition:
    opacity ${({ theme }) => theme.duration.sidebar}ms ease,
    visibility 0s linear ${({ $open, theme }) => ($open ? 0 : theme.duration.sidebar)}ms;
  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
  p {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  ol {
    display: flex;
    gap: ${({ theme }) => theme.spacing(0.5)};
    margin: ${({ theme }) => theme.spacing(1, 0, 0)};
    padding: 0;
    list-style: none;
  }
  li {
    display: grid;
    place-items: center;
    width: ${({ theme }) => theme.spacing(6)};
    height: ${({ theme }) => theme.spacing(6)};
    border-radius: ${({ theme }) => theme.radius.sm};
    color: ${({ theme }) => theme.energy.text};
    font-size: ${({ theme }) => theme.font.size.xs};
    opacity: 0.45;
  }
  li[aria-current='true'] {
    transform: scale(1.2);
    font-weight: ${({ theme }) => theme.font.weight.bold};
    opacity: 1;
    box-shadow: 0 0 0 ${({ theme }) => theme.borderWidth.medium} ${({ theme }) => theme.color.text};
  }
`;

const StyledStep = styled.li<{ $index: number }>`
  background: ${({ theme, $index }) => theme.energy.scale[$index]};
`;

/** One class on the whole A–G scale, the tyre's marked. */
function Scale({ title, value }: { title: string; value: TyreClass }) {
  return (
    <section aria-label={`${title}: clase ${value}`}>
      <p>{title}</p>
      <ol>
        {TYRE_CLASSES.map((c, i) => (
          <StyledStep key={c} $index={i} aria-current={c === value ? 'true' : undefined}>
            {c}
          </StyledStep>
        ))}
      </ol>
    </section>
  );
}

/**
 * The EU tyre label (001 §2.10): a small button with the tyre's fuel-saving and wet-grip classes and its noise, which
 * opens a popover with both classes on the A–G scale and the external noise in dB. It fades in and out; the button,
 * Escape or a click elsewhere closes it.
 */
export function TyreLabel({ fuel, wetGrip, noiseDb, noiseClass = null, of }: TyreLabelProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const wrap = useRef<HTMLSpanElement>(null);
  const index = (c: TyreClass) => TYRE_CLASSES.indexOf(c);
  const noise = `${noiseDb.toLocaleString('es-ES')} dB`;

  useEffect(() => {
    if (!open) return;
    const away = (e: PointerEvent) => {
      if (!wrap.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', away);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <StyledWrap ref={wrap}>
      <StyledTrigger type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        <StyledHidden>{`Etiqueta UE de ${of}: combustible `}</StyledHidden>
        <StyledClass $index={index(fuel)}>{fuel}</StyledClass>
        <StyledHidden>, adherencia </StyledHidden>
        <StyledClass $index={index(wetGrip)}>{wetGrip}</StyledClass>
        <StyledHidden>, ruido </StyledHidden>
        <span>{noise}</span>
      </StyledTrigger>
      <StyledPopover id={id} role="dialog" aria-label={`Etiqueta UE de ${of}`} aria-hidden={!open} $open={open}>
        <Scale title="Ahorro de combustible" value={fuel} />
        <Scale title="Adherencia en suelo mojado" value={wetGrip} />
        <section aria-label={`Ruido exterior: ${noise}`}>
          <p>Ruido exterior</p>
          <div>
            <strong>{noise}</strong>
            {noiseClass ? ` · clase ${noiseClass}` : null}
          </div>
        </section>
      </StyledPopover>
    </StyledWrap>
  );
}
