import { useState } from 'react';
import { Award, Download, FileDown, Loader2, Trash2 } from 'lucide-react';
import { PATH_STATUS_LABELS, type PathMatrix } from '@ringready/core/team-paths';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { getErrorMessage } from '../../../lib/api-request';
import { toastError } from '../../../lib/notify';
import { downloadCertificate, downloadPathMatrixCsv, useDeletePath, usePathMatrix } from '../paths-api';
import { MedalBadge } from './medal-badge';
import { PathDialog } from './path-dialog';

/** Runs a download, showing a spinner meanwhile and a toast when it fails. */
function useDownload() {
  const [busy, setBusy] = useState<string | null>(null);
  async function run(key: string, download: () => Promise<void>, failure: string) {
    setBusy(key);
    try {
      await download();
    } catch (error) {
      toastError('Download failed', error, failure);
    } finally {
      setBusy(null);
    }
  }
  return { busy, run };
}

/** People × paths: each cell the path's status (steps passed) and medal; a certified cell's certificate. */
function MatrixTable({ matrix }: { matrix: PathMatrix }) {
  const { busy, run } = useDownload();
  const remove = useDeletePath();
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">Certification matrix: who is certified in what</caption>
        <thead>
          <tr className="border-b border-stone-200 text-xs text-stone-600">
            <th scope="col" className="py-2 pr-3 font-medium">
              Member
            </th>
            {matrix.paths.map((path) => (
              <th key={path.id} scope="col" className="py-2 pr-3 font-medium">
                <span className="flex items-center gap-1">
                  <span className="break-words">{path.name}</span>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-7"
                    aria-label={`Delete path ${path.name}`}
                    disabled={remove.isPending}
                    onClick={() => {
                      if (window.confirm(`Delete the path “${path.name}”?`))
                        remove.mutate(path.id, {
                          onError: (e) => toastError('The path could not be deleted', e, 'Please try again.'),
                        });
                    }}
                  >
                    <Trash2 className="size-3.5" aria-hidden />
                  </Button>
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {matrix.members.map((member) => (
            <tr key={member.userId}>
              <th scope="row" className="py-2 pr-3 font-medium text-stone-900">
                <span className="block break-words">{member.name}</span>
              </th>
              {member.cells.map((cell, i) => {
                const path = matrix.paths[i]!;
                const key = `${path.id}:${member.userId}`;
                return (
                  <td key={cell.pathId} className="py-2 pr-3 align-top">
                    <span className="flex flex-wrap items-center gap-2">
                      <MedalBadge medal={cell.medal} />
                      <span className="text-xs text-stone-600">
                        {cell.status === 'complete'
                          ? PATH_STATUS_LABELS.complete
                          : `${PATH_STATUS_LABELS[cell.status]} · ${cell.stepsPassed}/${path.steps}`}
                      </span>
                      {cell.status === 'complete' && (
                        <Button
                          variant="ghost"
                          size="icon"
                          className="size-7"
                          aria-label={`Certificate of ${member.name} for ${path.name}`}
                          disabled={busy === key}
                          onClick={() =>
                            void run(
                              key,
                              () => downloadCertificate(path.id, member.userId),
                              'The certificate could not be downloaded.',
                            )
                          }
                        >
                          {busy === key ? (
                            <Loader2 className="size-3.5 animate-spin" aria-hidden />
                          ) : (
                            <FileDown className="size-3.5" aria-hidden />
                          )}
                        </Button>
                      )}
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** "Certification paths" for leads: a new path, the team matrix with medals, and its CSV export. */
export function PathsSection() {
  const matrix = usePathMatrix();
  const { busy, run } = useDownload();
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div>
          <CardTitle className="flex items-center gap-2 text-base">
            <Award className="size-4 text-rose-700" aria-hidden /> Certification paths
          </CardTitle>
          <CardDescription>
            Who is certified in what. Medals by best score: Bronze 50, Silver 75, Gold 90.
          </CardDescription>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            disabled={busy === 'csv' || !matrix.data?.paths.length}
            aria-busy={busy === 'csv'}
            onClick={() =>
              void run('csv', downloadPathMatrixCsv, 'The CSV could not be downloaded. Please try again.')
            }
          >
            {busy === 'csv' ? <Loader2 className="animate-spin" aria-hidden /> : <Download aria-hidden />}
            Export matrix CSV
          </Button>
          <PathDialog />
        </div>
      </CardHeader>
      <CardContent>
        {matrix.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {getErrorMessage(matrix.error, 'The certification matrix could not be loaded.')}
          </p>
        ) : matrix.data && matrix.data.paths.length > 0 ? (
          <MatrixTable matrix={matrix.data} />
        ) : (
          <p className="text-sm text-stone-600">
            {matrix.isPending ? 'Loading...' : 'No paths yet. Put scenarios in order with “New path”.'}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
