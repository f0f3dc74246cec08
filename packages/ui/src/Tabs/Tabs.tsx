import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import { focusRing, visuallyHidden } from '../theme/mixins';

/** One tab and its panel. */
export interface TabItem {
  /** Stable identifier (the value of `value` / `onChange`). */
  id: string;
  /** Tab text; it is also the tab's accessible name when `labelsHidden`. */
  label: string;
  /** Icon before the label (required to be meaningful when `labelsHidden`). */
  icon?: ReactNode;
  /** Panel content shown while the tab is selected. */
  panel?: ReactNode;
  /** Not selectable. */
  disabled?: boolean;
}

export type TabsOrientation = 'horizontal' | 'vertical';
export type TabsTone = 'light' | 'dark';
export type TabsIconPosition = 'start' | 'top';
export type TabsPanelPosition = 'below' | 'side';

export interface TabsProps {
  /** The tabs, in order. */
  tabs: readonly TabItem[];
  /** Accessible name of the tab list (e.g. 'Secciones'). */
  label: string;
  /** Selected tab id (controlled). */
  value?: string;
  /** Initially selected tab id (uncontrolled); the first enabled tab otherwise. */
  defaultValue?: string;
  /** Called with the id of the tab the user selects. */
  onChange?: (id: string) => void;
  /** Layout and arrow keys: Left/Right for horizontal, Up/Down for vertical. */
  orientation?: TabsOrientation;
  /** Show only icons; labels stay available to assistive technology. */
  labelsHidden?: boolean;
  /** 'dark' for tabs on a dark surface (the sidebar). */
  tone?: TabsTone;
  /** Stretch the tabs to fill the tab list. */
  fitted?: boolean;
  /** Icon before the label ('start') or above it in smaller type ('top', for narrow lists like the sidebar). */
  iconPosition?: TabsIconPosition;
  /** Panel under the tab list or beside it; beside for vertical tabs by default. */
  panelPosition?: TabsPanelPosition;
  /** Make panels a Tab stop (WAI-ARIA advice when a panel has no focusable content); true by default. */
  panelsFocusable?: boolean;
  /** Space between the tab list and the panel's content, in steps of the 4 px grid (a form's tabs: 4); none by default. */
  panelGap?: number;
}

const toneStyles: Record<TabsTone, ReturnType<typeof css>> = {
  light: css`
    color: ${({ theme }) => theme.color.textMuted};
    &[aria-selected='true'] {
      color: ${({ theme }) => theme.color.primary};
      border-color: ${({ theme }) => theme.color.primary};
    }
    &:hover:not(:disabled) {
      color: ${({ theme }) => theme.color.primary};
    }
  `,
  dark: css`
    color: ${({ theme }) => theme.color.sidebarTextMuted};
    &[aria-selected='true'] {
      color: ${({ theme }) => theme.color.sidebarText};
      border-color: ${({ theme }) => theme.color.accent};
    }
    &:hover:not(:disabled) {
      color: ${({ theme }) => theme.color.sidebarText};
      background: ${({ theme }) => theme.color.sidebarHover};
    }
  `,
};

const iconPositionStyles: Record<TabsIconPosition, ReturnType<typeof css>> = {
  start: css`
    flex-direction: row;
    gap: ${({ theme }) => theme.spacing(1.5)};
    padding: ${({ theme }) => theme.spacing(2, 3)};
    font-size: ${({ theme }) => theme.font.size.sm};
  `,
  top: css`
    flex-direction: column;
    gap: ${({ theme }) => theme.spacing(0.5)};
    padding: ${({ theme }) => theme.spacing(2, 1)};
    font-size: ${({ theme }) => theme.font.size.xs};
  `,
};

const StyledList = styled.div<{ $orientation: TabsOrientation; $tone: TabsTone }>`
  display: flex;
  flex-direction: ${({ $orientation }) => ($orientation === 'vertical' ? 'column' : 'row')};
  flex-shrink: 0;
  border-bottom: ${({ $orientation, $tone, theme }) =>
    $orientation === 'horizontal' && $tone === 'light' ? `${theme.borderWidth.thin} solid ${theme.color.border}` : 'none'};
`;

const StyledTab = styled.button<{
  $tone: TabsTone;
  $orientation: TabsOrientation;
  $fitted: boolean;
  $iconPosition: TabsIconPosition;
}>`
  display: inline-flex;
  align-items: center;
  justify-content: ${({ $orientation, $iconPosition }) => ($orientation === 'vertical' && $iconPosition === 'start' ? 'flex-start' : 'center')};
  flex: ${({ $fitted }) => ($fitted ? '1 1 0' : '0 0 auto')};
  min-width: 0;
  min-height: ${({ theme }) => theme.size.control.md};
  ${({ $iconPosition }) => iconPositionStyles[$iconPosition]}
  border: 0 solid transparent;
  border-bottom-width: ${({ theme, $orientation }) => ($orientation === 'horizontal' ? theme.borderWidth.thick : '0')};
  border-left-width: ${({ theme, $orientation }) => ($orientation === 'vertical' ? theme.borderWidth.thick : '0')};
  background: transparent;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
  ${({ $tone }) => toneStyles[$tone]}
  ${focusRing}

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

const StyledRoot = styled.div<{ $panelPosition: TabsPanelPosition }>`
  display: flex;
  flex-direction: ${({ $panelPosition }) => ($panelPosition === 'side' ? 'row' : 'column')};
  gap: ${({ theme, $panelPosition }) => ($panelPosition === 'side' ? theme.spacing(4) : '0')};
`;

const StyledHiddenLabel = styled.span`
  ${visuallyHidden}
`;

const StyledPanel = styled.div<{ $gap: number }>`
  padding-top: ${({ theme, $gap }) => theme.spacing($gap)};
  ${focusRing}
`;

const enabledIds = (tabs: readonly TabItem[]) => tabs.filter((tab) => !tab.disabled).map((tab) => tab.id);

/** WAI-ARIA tabs with automatic activation: arrow keys move and select, Home/End jump to the ends. */
export function Tabs({
  tabs,
  label,
  value,
  defaultValue,
  onChange,
  orientation = 'horizontal',
  labelsHidden = false,
  tone = 'light',
  fitted = false,
  iconPosition = 'start',
  panelPosition,
  panelsFocusable = true,
  panelGap = 0,
}: TabsProps) {
  const baseId = useId();
  const [internal, setInternal] = useState(defaultValue ?? enabledIds(tabs)[0] ?? '');
  const selected = value ?? internal;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const select = (id: string) => {
    if (value === undefined) setInternal(id);
    onChange?.(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const ids = enabledIds(tabs);
    const index = ids.indexOf(selected);
    const previous = orientation === 'horizontal' ? 'ArrowLeft' : 'ArrowUp';
    const next = orientation === 'horizontal' ? 'ArrowRight' : 'ArrowDown';
    const moves: Record<string, number> = {
      [previous]: (index - 1 + ids.length) % ids.length,
      [next]: (index + 1) % ids.length,
      Home: 0,
      End: ids.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    const id = ids[target];
    if (id === undefined) return;
    event.preventDefault();
    select(id);
    tabRefs.current.get(id)?.focus();
  };

  const selectedTab = tabs.find((tab) => tab.id === selected);

  return (
    <StyledRoot $panelPosition={panelPosition ?? (orientation === 'vertical' ? 'side' : 'below')}>
      <StyledList role="tablist" aria-label={label} aria-orientation={orientation} onKeyDown={onKeyDown} $orientation={orientation} $tone={tone}>
        {tabs.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            <StyledTab
              key={tab.id}
              ref={(node) => {
                if (node) tabRefs.current.set(tab.id, node);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={isSelected ? 0 : -1}
              disabled={tab.disabled}
              title={labelsHidden ? tab.label : undefined}
              onClick={() => select(tab.id)}
              $tone={tone}
              $orientation={orientation}
              $fitted={fitted}
              $iconPosition={iconPosition}
            >
              {tab.icon}
              {labelsHidden ? <StyledHiddenLabel>{tab.label}</StyledHiddenLabel> : tab.label}
            </StyledTab>
          );
        })}
      </StyledList>
      {tabs.map((tab) => (
        <StyledPanel
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={tab.id !== selectedTab?.id}
          tabIndex={panelsFocusable ? 0 : undefined}
          $gap={panelGap}
        >
          {tab.id === selectedTab?.id ? tab.panel : null}
        </StyledPanel>
      ))}
    </StyledRoot>
  );
}
