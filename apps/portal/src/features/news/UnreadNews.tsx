import { calendarDateOf, NEWS_MESSAGES, unreadNewsRequest } from '@socios/domain';
import { BellIcon, CountBadge, Drawer, EmptyState, IconButton, LinkList, Spinner } from '@socios/ui';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { RouterLink } from '../../app/RouterLink';
import { useApiQuery } from '../../app/query/apiQuery';
import { useUserConfig } from '../../app/session/SessionProvider';
import { SectionDenied } from '../../app/shell/SectionDenied';

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
  const buttonRef = useRef<HTMLButtonElement>(null);
  const today = calendarDateOf(new Date());
  const unread = useApiQuery('Noticias', 'GetListaNoticias', unreadNewsRequest(today), { enabled: allowed, select: (a) => a.valorRetorno });

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every navigation (a link of the panel was followed)
  useEffect(() => setOpen(false), [location.pathname]);

  const count = unread.data?.length ?? 0;
  return (
    <>
      <CountBadge count={count}>
        <IconButton
          ref={buttonRef}
          label="Noticias no leídas"
          icon={<BellIcon />}
          aria-expanded={open}
          aria-haspopup="dialog"
          onClick={() => setOpen((o) => !o)}
        />
      </CountBadge>
      <Drawer open={open} onClose={() => setOpen(false)} title="Noticias no leídas" returnFocusRef={buttonRef}>
        {!allowed ? (
          <SectionDenied permission="Noticias" />
        ) : unread.isPending ? (
          <Spinner centered label="Cargando las noticias no leídas" />
        ) : count === 0 ? (
          <EmptyState compact title={NEWS_MESSAGES.noUnread} />
        ) : (
          <LinkList
            linkComponent={RouterLink}
            items={(unread.data ?? []).map((n) => ({
              key: n.ID,
              href: `/noticias/${n.ID}`,
              title: n.TITULO,
              meta: `Fecha: ${n.FECHA} · Publicada: ${n.FECHA_PUBLICACION}`,
            }))}
          />
        )}
      </Drawer>
    </>
  );
}
