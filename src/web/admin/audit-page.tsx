import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';

import { auditListSchema } from '../../domain/admin-api';
import { adminCall } from './admin-client';
import { Button } from './form-controls';
import { formatTime } from './format';
import { usePageTitle } from './use-page-title';

/** Who did what, newest first (owners only). */
export function AuditPage() {
  usePageTitle('Audit log');
  const log = useInfiniteQuery({
    queryKey: ['admin', 'audit'],
    queryFn: ({ pageParam }) => adminCall(auditListSchema, `/audit${pageParam ? `?after=${pageParam}` : ''}`),
    initialPageParam: '',
    getNextPageParam: (page) => page.next ?? undefined,
  });
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <>
      <h1 className="text-2xl font-semibold">Audit log</h1>
      {log.isError ? (
        <p role="alert" className="mt-4 text-red-800">
          {log.error.message}
        </p>
      ) : null}
      <div className="mt-4 overflow-x-auto rounded-lg bg-white shadow-sm">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Operator actions, newest first</caption>
          <thead className="bg-slate-100 text-slate-700">
            <tr>
              {['When', 'Who', 'What', 'Reading', 'Details'].map((h) => (
                <th key={h} scope="col" className="px-3 py-2 font-semibold">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id} className="border-t border-slate-100">
                <td className="whitespace-nowrap px-3 py-2">{formatTime(entry.created_at)}</td>
                <td className="px-3 py-2">{entry.operator_email}</td>
                <td className="px-3 py-2">{entry.action}</td>
                <td className="px-3 py-2">
                  {entry.reading_id ? (
                    <Link className="text-indigo-800 underline" to={`/admin/readings/${entry.reading_id}`}>
                      {entry.reading_id}
                    </Link>
                  ) : (
                    ''
                  )}
                </td>
                <td className="px-3 py-2 font-mono text-xs">{entry.detail ? JSON.stringify(entry.detail) : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {log.hasNextPage ? (
        <div className="mt-3">
          <Button variant="secondary" onClick={() => void log.fetchNextPage()}>
            Older entries
          </Button>
        </div>
      ) : null}
    </>
  );
}
