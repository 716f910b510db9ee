import { Plus, TrendingDown, X } from 'lucide-react';
import { useId, useMemo, useState, type ClipboardEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SHOPPING_ITEM_NAME_MAX,
  SHOPPING_QUICK_ADD_LINES_MAX,
  SHOPPING_QUICK_ADD_TEXT_MAX,
  type ShoppingItem,
  type ShoppingSuggestion,
} from '@shared/contracts/shopping';
import { findUnusableAmount, parseQuickAdd, type QuickAddLine } from '@shared/domain/quantity-parser';
import { MAX_AMOUNT } from '@shared/domain/units';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { toast } from '../../lib/toast-store';
import { useDebounced } from '../../lib/use-debounced';
import { upsertItems } from './list-state';
import { isNetworkError } from './offline-queue';
import { failureReason, useQuickAddItems, useSuggestions } from './shopping-api';
import { useItemActions } from './use-shopping-list';
import { useShoppingSync, useSyncState } from './use-shopping-sync';

/** The typed or pasted text as lines to add (newlines or ';'), blank ones dropped. */
export function quickAddLines(text: string): string[] {
  return text
    .split(/[\r\n;]+/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** One line read on this device (offline), as the server reads it; null when it names no food. */
export function readLineOffline(line: string): QuickAddLine | null {
  if (findUnusableAmount(line)) return null;
  const parsed = parseQuickAdd(line);
  if (!parsed || parsed.name.trim() === '' || parsed.name.length > SHOPPING_ITEM_NAME_MAX) return null;
  if (parsed.quantity !== null && (parsed.quantity <= 0 || parsed.quantity > MAX_AMOUNT)) return null;
  return parsed;
}

type Failed = { line: string; reason: string };
const CHIPS_MAX = 8;

/**
 * "2 kg potatoes" + Enter adds it; pasting several lines adds them all. Online the server reads
 * the lines (in any of the five languages, adding to what is already on the list); offline they
 * are read here and queued. Lines that could not be read stay on screen with the reason.
 * Suggestions: what matches the typed text, or, while the box is empty, what runs low and what the
 * household buys often; one tap adds it.
 */
export function QuickAddBar({ listId, items }: { listId: string; items: readonly ShoppingItem[] }) {
  const { t } = useTranslation('shopping-lists');
  const quickAdd = useQuickAddItems();
  const actions = useItemActions(listId);
  const sync = useShoppingSync();
  const { online } = useSyncState();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failed, setFailed] = useState<Failed[]>([]);
  const inputId = useId();
  const typed = useDebounced(text.trim(), 250);
  const suggestions = useSuggestions(listId, typed.slice(0, SHOPPING_ITEM_NAME_MAX));

  const onList = useMemo(
    () => new Set(items.filter((item) => !item.checked).map((item) => item.name.toLocaleLowerCase())),
    [items],
  );
  const chips = (online ? (suggestions.data?.suggestions ?? []) : []).filter(
    (s) => !onList.has(s.name.toLocaleLowerCase()),
  );

  const addOffline = (lines: string[]) => {
    const unread: Failed[] = [];
    for (const line of lines) {
      const parsed = readLineOffline(line);
      if (parsed) actions.add({ name: parsed.name, quantity: parsed.quantity, unit: parsed.unit });
      else unread.push({ line, reason: t('quickAdd.unreadable') });
    }
    setFailed(unread);
  };

  const addText = async (raw: string) => {
    const lines = quickAddLines(raw);
    if (lines.length === 0) {
      setError(t('quickAdd.required'));
      return;
    }
    if (
      lines.length > SHOPPING_QUICK_ADD_LINES_MAX ||
      lines.some((line) => line.length > SHOPPING_QUICK_ADD_TEXT_MAX)
    ) {
      setError(
        t('quickAdd.tooMany', { max: SHOPPING_QUICK_ADD_LINES_MAX, length: SHOPPING_QUICK_ADD_TEXT_MAX }),
      );
      return;
    }
    setError(null);
    // The box empties at once, so the next item can be typed while this one is on its way.
    setText('');
    if (!online) {
      addOffline(lines);
      return;
    }
    try {
      const result = await quickAdd.mutateAsync({ listId, text: lines.join('\n') });
      sync.updateBase(listId, (base) => upsertItems(base, result.items));
      setFailed(result.failed.map((item) => ({ line: item.line, reason: item.error })));
    } catch (failure) {
      if (isNetworkError(failure)) {
        sync.queue.reachable(false);
        addOffline(lines);
        return;
      }
      // Nothing went in: the text comes back, unless something new has been typed meanwhile.
      setText((current) => (current === '' ? lines.join('; ') : current));
      toast({ variant: 'destructive', title: t('quickAdd.failed'), description: failureReason(failure) });
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text');
    // A one-line input would keep only the first line of a pasted list: every line goes in instead.
    if (quickAddLines(pasted).length < 2) return;
    event.preventDefault();
    void addText(`${text}\n${pasted}`);
  };

  const addSuggestion = (suggestion: ShoppingSuggestion) => {
    actions.add({
      name: suggestion.name,
      category: suggestion.category,
      ...(suggestion.productId ? { productId: suggestion.productId } : {}),
    });
    if (text.trim() !== '') setText('');
  };

  const low = typed === '' ? chips.filter((s) => s.low).slice(0, CHIPS_MAX) : [];
  const other = (typed === '' ? chips.filter((s) => !s.low) : chips).slice(0, CHIPS_MAX);

  return (
    <div className="grid gap-2">
      <form
        noValidate
        className="flex flex-wrap items-start gap-2"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void addText(text);
        }}
      >
        <label htmlFor={inputId} className="sr-only">
          {t('quickAdd.label')}
        </label>
        <Input
          id={inputId}
          className="min-w-0 flex-1 basis-48"
          placeholder={t('quickAdd.placeholder')}
          autoComplete="off"
          enterKeyHint="enter"
          maxLength={SHOPPING_QUICK_ADD_TEXT_MAX * SHOPPING_QUICK_ADD_LINES_MAX}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${inputId}-hint`}
          onChange={(event) => setText(event.target.value)}
          onPaste={onPaste}
        />
        {/*
          Never disabled: a form whose default button is off ignores Enter, and the next item a
          quick typist enters while this one is on its way would be lost.
        */}
        <Button type="submit">
          <Plus aria-hidden="true" />
          {t('quickAdd.submit')}
        </Button>
      </form>
      <p
        id={`${inputId}-hint`}
        className={error ? 'text-sm font-medium text-destructive-ink' : 'text-sm text-muted-foreground'}
      >
        {error ?? t('quickAdd.hint')}
      </p>
      {failed.length > 0 && (
        <div role="alert" className="flex items-start gap-2 rounded-md border border-destructive p-3 text-sm">
          <div className="grid min-w-0 flex-1 gap-1">
            <p className="font-medium">{t('quickAdd.failedLines', { count: failed.length })}</p>
            <ul className="list-disc ps-5">
              {failed.map((item, index) => (
                <li key={index} className="break-words">{`${item.line}: ${item.reason}`}</li>
              ))}
            </ul>
          </div>
          <Button
            variant="ghost"
            size="icon"
            className="-my-2 -me-2 size-9"
            aria-label={t('quickAdd.dismissFailed')}
            onClick={() => setFailed([])}
          >
            <X aria-hidden="true" />
          </Button>
        </div>
      )}
      <SuggestionChips label={t('suggestions.low')} items={low} lowIcon onAdd={addSuggestion} />
      <SuggestionChips
        label={typed === '' ? t('suggestions.often') : t('suggestions.matching')}
        items={other}
        onAdd={addSuggestion}
      />
    </div>
  );
}

function SuggestionChips({
  label,
  items,
  lowIcon = false,
  onAdd,
}: {
  label: string;
  items: readonly ShoppingSuggestion[];
  lowIcon?: boolean;
  onAdd: (suggestion: ShoppingSuggestion) => void;
}) {
  const { t } = useTranslation('shopping-lists');
  const labelId = useId();
  if (items.length === 0) return null;
  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-wrap items-center gap-2">
      <span id={labelId} className="text-sm text-muted-foreground">
        {label}
      </span>
      {items.map((suggestion) => (
        <Button
          key={`${suggestion.productId ?? ''}|${suggestion.name}`}
          size="sm"
          variant="outline"
          className="h-9 rounded-full"
          aria-label={t('suggestions.add', { name: suggestion.name })}
          onClick={() => onAdd(suggestion)}
        >
          {lowIcon ? <TrendingDown aria-hidden="true" /> : <Plus aria-hidden="true" />}
          {suggestion.name}
        </Button>
      ))}
    </div>
  );
}
