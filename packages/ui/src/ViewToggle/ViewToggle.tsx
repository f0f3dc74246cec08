import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { SvgIcon } from '../icons';
import { focusRing } from '../theme/mixins';

/** The two ways a list can be shown. */
export type ViewMode = 'cards' | 'list';

export interface ViewToggleProps {
  /** The mode shown (controlled). */
  value: ViewMode;
  /** Called with the mode chosen. */
  onChange: (mode: ViewMode) => void;
  /** Accessible names of the two buttons. */
  labels?: Record<ViewMode, string>;
  /** Accessible name of the group; 'Vista' by default. */
  label?: string;
}

const DEFAULT_LABELS: Record<ViewMode, string> = { cards: 'Vista de tarjetas', list: 'Vista de lista' };

const StyledGroup = styled.div`
  display: inline-flex;
  border: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
`;

const pressedStyles: Record<'on' | 'off', ReturnType<typeof css>> = {
  on: css`
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
  `,
  off: css`
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.textMuted};
    &:hover {
      background: ${({ theme }) => theme.color.primarySubtle};
    }
  `,
};

const StyledButton = styled.button<{ $pressed: 'on' | 'off' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.control.md};
  height: calc(${({ theme }) => theme.size.control.md} - 2 * ${({ theme }) => theme.borderWidth.thin});
  padding: 0;
  border: 0;
  cursor: pointer;
  ${({ $pressed }) => pressedStyles[$pressed]}
  ${focusRing}
  &:focus-visible {
    outline-offset: ${({ theme }) => theme.outline.insetOffset};
  }
`;

function CardsIcon() {
  return (
    <SvgIcon>
      <path d="M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z" />
    </SvgIcon>
  );
}

function ListIcon() {
  return (
    <SvgIcon>
      <path d="M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01" />
    </SvgIcon>
  );
}

const ICONS: Record<ViewMode, () => ReactNode> = { cards: CardsIcon, list: ListIcon };

/** The mosaic/list switch: two icon buttons with aria-pressed, exactly one pressed. */
export function ViewToggle({ value, onChange, labels = DEFAULT_LABELS, label = 'Vista' }: ViewToggleProps) {
  return (
    <StyledGroup role="group" aria-label={label}>
      {(['cards', 'list'] as const).map((mode) => {
        const Icon = ICONS[mode];
        return (
          <StyledButton
            key={mode}
            type="button"
            aria-pressed={value === mode}
            aria-label={labels[mode]}
            title={labels[mode]}
            $pressed={value === mode ? 'on' : 'off'}
            onClick={() => onChange(mode)}
          >
            <Icon />
          </StyledButton>
        );
      })}
    </StyledGroup>
  );
}
