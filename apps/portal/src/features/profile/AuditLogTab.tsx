import { Stack } from '@socios/ui';
import { useState } from 'react';
import { useNotice } from '../../app/notice/NoticeProvider';
import { AuditLog, type AuditExportFormat } from './components';
import { AUDIT_PAGE_SIZE, exportAuditLog, failureText, useAuditLog } from './data';
import { Loaded } from './tabParts';
import { PROFILE_TEXTS } from './texts';

/**
 * 'Registro de cambios' (account administrators): the log of changes to the member's users and permissions, a page
 * of 50 at a time, searchable, and exported whole by the server as CSV or Excel.
 */
export function AuditLogTab() {
  const [page, setPage] = useState(1);
  const [query, setQuery] = useState('');
  const log = useAuditLog(page, query);
  const notify = useNotice();

  const download = async (format: AuditExportFormat) => {
    try {
      await exportAuditLog(format);
    } catch (err) {
      notify({ title: PROFILE_TEXTS.errorTitle, message: failureText(err) });
    }
  };

  return (
    <Loaded data={log.data} isError={log.isError} errorText="No se ha podido cargar el registro de cambios." loadingLabel="Cargando el registro de cambios">
      {(data) => (
        <Stack>
          <AuditLog
            rows={data.filas}
            total={data.total}
            page={page}
            pageSize={AUDIT_PAGE_SIZE}
            onPage={setPage}
            query={query}
            onSearch={(text) => {
              setQuery(text);
              setPage(1);
            }}
            onExport={download}
            busy={log.isFetching}
          />
        </Stack>
      )}
    </Loaded>
  );
}
