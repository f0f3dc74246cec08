import { calendarDateOf, NEWS_MESSAGES, unreadNewsRequest } from '@socios/domain';
import { BellIcon, CloseIcon, EmptyState, IconButton, Spinner } from '@socios/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { useApiQuery } from '../../app/query/apiQuery';
import { useUserConfig } from '../../app/session/SessionProvider';
import { SectionDenied } from '../../app/shell/SectionDenied';

const StyledButtonWrap = styled.span`
  position: relative;
  display: inline-flex;
`;

const StyledCount = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.spacing(0.5)};
  right: ${({ theme }) => theme.spacing(0.5)};
  min-width: ${({ theme }) => theme.spacing(4.5)};
  padding: 0 ${({ theme }) => theme.spacing(1)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.danger};
  color: ${({ theme }) => theme.color.onDanger};
  font-size: ${({ theme }) => theme.font.size.xxs};
  line-height: ${({ theme }) => theme.spacing(4.5)};
  text-align: center;
  pointer-events: none;
`;

const StyledBackdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.drawerBackdrop};
  background: ${({ theme }) => theme.color.backdrop};
`;

const StyledPanel = styled.aside`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndex.drawer};
  display: flex;
  flex-direction: column;
  width: min(${({ theme }) => theme.size.content.popover}, 100vw);
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.lg};
`;

const StyledPanelHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => theme.spacing(4, 4, 3, 5)};
  border-bottom: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

const StyledList = styled.ul`
  flex: 1;
  margin: 0;
  padding: ${({ theme }) => theme.spacing(2, 0)};
  overflow-y: auto;
  list-style: none;
  li + li {
    border-top: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  }
  a {
    display: grid;
    gap: ${({ theme }) => theme.spacing(1)};
    padding: ${({ theme }) => theme.spacing(3, 5)};
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
    &:hover,
    &:focus-visible {
      background: ${({ theme }) => theme.color.primarySubtle};
    }
  }
  strong {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  span {
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/**
 * The header's news button and its side panel 'Noticias no leídas' (spec 000 §2 Page header: on every page). A user
 * without the Noticias permission sees the button too; its panel says that the permission is missing (the news section
 * is closed to that user) instead of listing news, and no news are asked for.
 */
export function UnreadNews() {
  const config = useUserConfig();
  const allowed = config.Permisos.Noticias;
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const today = calendarDateOf(new Date());
  const unread = useApiQuery('Noticias', 'GetListaNoticias', unreadNewsRequest(today), { enabled: allowed, select: (a) => a.valorRetorno });

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every navigation (a link of the panel was followed)
  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const button = buttonRef.current;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      button?.focus();
    };
  }, [open]);

  const count = unread.data?.length ?? 0;
  return (
    <>
      <StyledButtonWrap>
        <IconButton
          ref={buttonRef}
          label="Noticias no leídas"
          icon={<BellIcon />}
          aria-expanded={open}
          aria-haspopup="dialog"
          onClick={() => setOpen((o) => !o)}
        />
        {count > 0 ? <StyledCount aria-hidden="true">{count > 99 ? '99+' : count}</StyledCount> : null}
      </StyledButtonWrap>
      {open
        ? createPortal(
            <>
              <StyledBackdrop onMouseDown={() => setOpen(false)} />
              <StyledPanel role="dialog" aria-modal="true" aria-labelledby={titleId}>
                <StyledPanelHeader>
                  <h2 id={titleId}>Noticias no leídas</h2>
                  <IconButton ref={closeRef} label="Cerrar" icon={<CloseIcon />} size="sm" onClick={() => setOpen(false)} />
                </StyledPanelHeader>
                {!allowed ? (
                  <SectionDenied permission="Noticias" />
                ) : unread.isPending ? (
                  <Spinner centered label="Cargando las noticias no leídas" />
                ) : count === 0 ? (
                  <EmptyState compact title={NEWS_MESSAGES.noUnread} />
                ) : (
                  <StyledList>
                    {unread.data?.map((n) => (
                      <li key={n.ID}>
                        <Link to={`/noticias/${n.ID}`}>
                          <strong>{n.TITULO}</strong>
                          <span>
                            Fecha: {n.FECHA} · Publicada: {n.FECHA_PUBLICACION}
                          </span>
                        </Link>
                      </li>
                    ))}
                  </StyledList>
                )}
              </StyledPanel>
            </>,
            document.body,
          )
        : null}
    </>
  );
}
