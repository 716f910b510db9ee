import { ClipboardPaste, FileArchive, Link2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IMPORT_TEXT_MAX, RECIPE_URL_MAX, type RecipeDraft } from '@shared/contracts/recipes';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { Textarea } from '../../components/ui/textarea';
import { toast } from '../../lib/toast-store';
import { ArchiveImport } from './archive-import';
import { failureReason, useImportRecipeText, useImportRecipeUrl } from './recipes-api';

export type ImportSource = 'url' | 'text' | 'archive';

export type ImportPanelProps = {
  /** A web address to import, from the page's ?url= (a shared link). */
  initialUrl?: string;
  /** A web page or a pasted text was read: the draft goes into the editor for review. */
  onDraft: (draft: RecipeDraft) => void;
};

/** Adds https:// to an address typed without a scheme ("example.com/soup"). */
export function normaliseUrl(typed: string): string {
  const url = typed.trim();
  if (url === '' || /^[a-z][a-z0-9+.-]*:\/\//i.test(url)) return url;
  return `https://${url}`;
}

/**
 * The editor's "Import" panel: from a web address, from pasted text or HTML (both fill the editor
 * for review), or from another app's export file (saved at once, with a report).
 */
export function ImportPanel({ initialUrl = '', onDraft }: ImportPanelProps) {
  const { t } = useTranslation('recipes');
  const id = useId();
  const [source, setSource] = useState<ImportSource>('url');
  const [url, setUrl] = useState(initialUrl);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<{ source: ImportSource; message: string } | null>(null);
  const importUrl = useImportRecipeUrl();
  const importText = useImportRecipeText();

  const readDraft = (draft: RecipeDraft) => {
    setProblem(null);
    onDraft(draft);
    toast({ title: t('import.read', { title: draft.title }), description: t('import.review') });
  };

  const submitUrl = (event: FormEvent) => {
    event.preventDefault();
    const address = normaliseUrl(url);
    if (address === '') {
      setProblem({ source: 'url', message: t('import.url.required') });
      return;
    }
    setProblem(null);
    importUrl.mutate(address, {
      onSuccess: readDraft,
      onError: (error) =>
        toast({ variant: 'destructive', title: t('import.url.error'), description: failureReason(error) }),
    });
  };

  const submitText = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') {
      setProblem({ source: 'text', message: t('import.text.required') });
      return;
    }
    setProblem(null);
    importText.mutate(text, {
      onSuccess: readDraft,
      onError: (error) =>
        toast({ variant: 'destructive', title: t('import.text.error'), description: failureReason(error) }),
    });
  };

  const problemOf = (which: ImportSource) =>
    problem?.source === which ? (
      <p id={`${id}-${which}-problem`} className="text-sm font-medium text-destructive-ink">
        {problem.message}
      </p>
    ) : null;

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="grid min-w-0 grid-cols-1 gap-3 rounded-xl border bg-card p-4 sm:p-5"
    >
      <div className="grid gap-1">
        <h2 id={`${id}-heading`} className="text-lg font-semibold">
          {t('import.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('import.description')}</p>
      </div>
      <Tabs value={source} onValueChange={(value) => setSource(value as ImportSource)}>
        <TabsList aria-label={t('import.sources')} className="w-full sm:w-fit">
          <TabsTrigger value="url" className="flex-1 sm:flex-none">
            <Link2 aria-hidden="true" className="max-[399px]:hidden" />
            {t('import.url.tab')}
          </TabsTrigger>
          <TabsTrigger value="text" className="flex-1 sm:flex-none">
            <ClipboardPaste aria-hidden="true" className="max-[399px]:hidden" />
            {t('import.text.tab')}
          </TabsTrigger>
          <TabsTrigger value="archive" className="flex-1 sm:flex-none">
            <FileArchive aria-hidden="true" className="max-[399px]:hidden" />
            {t('import.archive.tab')}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="url">
          <form noValidate className="grid gap-2" onSubmit={submitUrl}>
            <label htmlFor={`${id}-url`} className="text-sm font-medium">
              {t('import.url.label')}
            </label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input
                id={`${id}-url`}
                type="url"
                inputMode="url"
                autoComplete="off"
                placeholder="https://"
                maxLength={RECIPE_URL_MAX}
                value={url}
                aria-invalid={problem?.source === 'url' || undefined}
                aria-describedby={problem?.source === 'url' ? `${id}-url-problem` : undefined}
                onChange={(event) => setUrl(event.target.value)}
              />
              <Button type="submit" className="shrink-0" disabled={importUrl.isPending}>
                {importUrl.isPending ? t('import.reading') : t('import.url.submit')}
              </Button>
            </div>
            {problemOf('url')}
          </form>
        </TabsContent>
        <TabsContent value="text">
          <form noValidate className="grid gap-2" onSubmit={submitText}>
            <label htmlFor={`${id}-text`} className="text-sm font-medium">
              {t('import.text.label')}
            </label>
            <Textarea
              id={`${id}-text`}
              rows={8}
              maxLength={IMPORT_TEXT_MAX}
              value={text}
              aria-invalid={problem?.source === 'text' || undefined}
              aria-describedby={`${id}-text-hint${problem?.source === 'text' ? ` ${id}-text-problem` : ''}`}
              onChange={(event) => setText(event.target.value)}
            />
            <p id={`${id}-text-hint`} className="text-sm text-muted-foreground">
              {t('import.text.hint')}
            </p>
            {problemOf('text')}
            <Button type="submit" className="justify-self-start" disabled={importText.isPending}>
              {importText.isPending ? t('import.reading') : t('import.text.submit')}
            </Button>
          </form>
        </TabsContent>
        {/* Kept mounted, so an upload under way keeps its progress when another tab is looked at. */}
        <TabsContent value="archive" forceMount className="data-[state=inactive]:hidden">
          <ArchiveImport />
        </TabsContent>
      </Tabs>
    </section>
  );
}
