'use client';

import type { MouseEvent } from 'react';
import { adminDownload } from '@/lib/admin/request';
import { contactMessage } from '@/lib/entities';
import { apiUrl } from '@/lib/public-env';
import { panelButtonClasses } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import type { useFailureHandler } from './use-failure';

/**
 * The Contact History's CSV downloads: all messages, or the search's results and all of them.
 * Plain links that download through the panel's request handling, so an ended session asks to
 * sign in again instead of saving an error page.
 */
export function ExportLinks({
  query,
  matching,
  onFailure,
}: {
  query: string;
  matching: number;
  onFailure: ReturnType<typeof useFailureHandler>;
}) {
  function exportCsv(event: MouseEvent<HTMLAnchorElement>, path: string) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    adminDownload(path, 'contact-messages.csv').catch((error: unknown) =>
      onFailure(error, 'export contact messages'),
    );
  }

  const exportPath = contactMessage.api.export(query);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <a
        href={apiUrl(exportPath)}
        download
        onClick={(event) => exportCsv(event, exportPath)}
        className={panelButtonClasses('secondary')}
        aria-label={
          query
            ? `Export results: the ${matching} messages matching “${query}”, as CSV`
            : 'Export CSV of all messages'
        }
      >
        <Icon name="document" size={16} />
        {query ? 'Export results' : 'Export CSV'}
      </a>
      {query && (
        <a
          href={apiUrl(contactMessage.api.export())}
          download
          onClick={(event) => exportCsv(event, contactMessage.api.export())}
          className={panelButtonClasses('secondary')}
          aria-label="Export all messages as CSV"
        >
          Export all
        </a>
      )}
    </div>
  );
}
