import { CircleCheck, CircleX, FileUp } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ImportArchiveResponse } from '@shared/contracts/recipes';
import { Button } from '../../components/ui/button';
import { toast } from '../../lib/toast-store';
import {
  RECIPE_ARCHIVE_ACCEPT,
  failureReason,
  useImportRecipeArchive,
  type UploadProgress,
} from './recipes-api';

/** Whole percent of an upload, or null while its size is unknown. */
export function uploadPercent(progress: UploadProgress | null): number | null {
  if (!progress || progress.total === null || progress.total <= 0) return null;
  return Math.min(100, Math.round((progress.loaded / progress.total) * 100));
}

/** A progress bar; without a value it says "working" without a figure. */
function ProgressBar({ label, percent }: { label: string; percent: number | null }) {
  return (
    <div className="grid gap-1">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div
          className={
            percent === null
              ? 'h-full w-1/3 animate-pulse rounded-full bg-primary motion-reduce:animate-none'
              : 'h-full rounded-full bg-primary transition-[width]'
          }
          style={percent === null ? undefined : { width: `${percent}%` }}
        />
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {label}
      </p>
    </div>
  );
}

/** What an archive import did: links to the recipes it saved, and what it could not read and why. */
export function ImportReport({ report }: { report: ImportArchiveResponse }) {
  const { t } = useTranslation('recipes');
  return (
    <div className="grid gap-4" role="status">
      <p className="font-medium">
        {t('import.archive.summary', { imported: report.imported.length, failed: report.failed.length })}
      </p>
      {report.imported.length > 0 && (
        <section className="grid gap-2">
          <h3 className="flex items-center gap-2 text-sm font-semibold">
            <CircleCheck className="size-4 text-success-ink" aria-hidden="true" />
            {t('import.archive.imported', { count: report.imported.length })}
          </h3>
          <ul className="grid gap-1 text-sm">
            {report.imported.map((item) => (
              <li key={item.id} className="min-w-0 break-words">
                <Link
                  href={`/recipes/${encodeURIComponent(item.id)}`}
                  className="font-medium text-primary-ink underline-offset-4 hover:underline"
                >
                  {item.title}
                </Link>
                {item.sourceName !== item.title && (
                  <span className="text-muted-foreground"> ({item.sourceName})</span>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      {report.failed.length > 0 && (
        <section className="grid gap-2">
          <h3 className="flex items-center gap-2 text-sm font-semibold">
            <CircleX className="size-4 text-destructive-ink" aria-hidden="true" />
            {t('import.archive.failed', { count: report.failed.length })}
          </h3>
          <ul className="grid gap-1 text-sm">
            {report.failed.map((item, index) => (
              <li key={`${index}:${item.sourceName}`} className="min-w-0 break-words">
                <span className="font-medium">{item.sourceName}</span>
                <span className="text-muted-foreground"> — {item.reason}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/**
 * Import a whole export of another app (Mealie, Paprika, schema.org JSON): the recipes are saved
 * at once, so this shows the upload's progress and then the report, not the editor.
 */
export function ArchiveImport() {
  const { t } = useTranslation('recipes');
  const importArchive = useImportRecipeArchive();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [report, setReport] = useState<ImportArchiveResponse | null>(null);
  const percent = uploadPercent(progress);
  const isSent = percent === 100;

  const start = () => {
    if (!file) return;
    setReport(null);
    setProgress({ loaded: 0, total: file.size });
    importArchive.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: (result) => {
          setReport(result);
          setFile(null);
          if (input.current) input.current.value = '';
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('import.archive.error'),
            description: failureReason(error),
          }),
        onSettled: () => setProgress(null),
      },
    );
  };

  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">{t('import.archive.description')}</p>
      <div className="grid gap-2">
        <label htmlFor={inputId} className="text-sm font-medium">
          {t('import.archive.file')}
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={RECIPE_ARCHIVE_ACCEPT}
          disabled={importArchive.isPending}
          className="block w-full min-w-0 text-sm file:me-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-2 file:text-sm file:font-medium file:text-foreground"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        <p className="text-sm text-muted-foreground">{t('import.archive.formats')}</p>
      </div>
      <Button className="justify-self-start" disabled={!file || importArchive.isPending} onClick={start}>
        <FileUp aria-hidden="true" />
        {t('import.archive.start')}
      </Button>
      {importArchive.isPending && (
        <ProgressBar
          percent={isSent ? null : percent}
          label={
            isSent || percent === null
              ? t('import.archive.reading')
              : t('import.archive.uploading', { percent })
          }
        />
      )}
      {report && <ImportReport report={report} />}
    </div>
  );
}
