import { Plus } from 'lucide-react';
import { useState, useSyncExternalStore, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MealPlanEntry, MealSlot } from '@shared/contracts/meal-plans';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/utils';
import { MEAL_SLOTS, dayOfMonth, longDate, slotEntries, weekdayName, weekdayShort } from './meal-plan-format';
import { ENTRY_DRAG_TYPE, PlanEntryCard } from './plan-entry-card';
import type { EntryActions } from './plan-entry-menu';

/*
 * The week on screen: a calendar of seven day columns and four meal rows from the small-tablet
 * width up, and on phones one day at a time with a strip of the week's days above it.
 */

/** Below this width (Tailwind's sm) the calendar shows one day at a time. */
export const PHONE_MAX_WIDTH = 640;

function subscribeToResize(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** True on a phone-sized window, following resizes. */
export function useIsPhone(): boolean {
  return useSyncExternalStore(
    subscribeToResize,
    () => window.innerWidth < PHONE_MAX_WIDTH,
    () => false,
  );
}

export type WeekViewProps = {
  /** The week's days, 'YYYY-MM-DD', from its first. */
  days: readonly string[];
  today: string;
  entries: readonly MealPlanEntry[];
  actions: EntryActions;
  onAdd: (date: string, slot: MealSlot) => void;
};

/** The "+" of a meal: "Add to Tuesday dinner". */
function AddButton({
  date,
  slot,
  onAdd,
  className,
}: {
  date: string;
  slot: MealSlot;
  onAdd: WeekViewProps['onAdd'];
  className?: string;
}) {
  const { t, i18n } = useTranslation('meal-prep');
  return (
    <Button
      variant="ghost"
      size="sm"
      className={cn('w-full justify-center border border-dashed text-muted-foreground', className)}
      aria-label={t(`plan.cell.add.${slot}`, { day: weekdayName(i18n.language ?? 'en', date) })}
      onClick={() => onAdd(date, slot)}
    >
      <Plus aria-hidden="true" />
    </Button>
  );
}

const hasEntryPayload = (event: DragEvent) =>
  Array.from(event.dataTransfer?.types ?? []).includes(ENTRY_DRAG_TYPE);

/**
 * The desktop calendar: a table of the week's days (columns) and meals (rows), each cell holding
 * its meals and a "+". Cards can be dragged from one cell to another (`onDrop`).
 */
export function PlanWeekGrid({
  days,
  today,
  entries,
  actions,
  onAdd,
  onDrop,
  label,
}: WeekViewProps & {
  onDrop: (entryId: string, date: string, slot: MealSlot) => void;
  /** The calendar's name, with the week it shows. */
  label: string;
}) {
  const { t, i18n } = useTranslation('meal-prep');
  const language = i18n.language ?? 'en';
  const [dragging, setDragging] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);

  const dropHandlers = (date: string, slot: MealSlot) => {
    const cell = `${date}|${slot}`;
    return {
      onDragOver: (event: DragEvent) => {
        if (!hasEntryPayload(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        if (over !== cell) setOver(cell);
      },
      onDragLeave: (event: DragEvent) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(null);
      },
      onDrop: (event: DragEvent) => {
        const id = event.dataTransfer.getData(ENTRY_DRAG_TYPE) || dragging;
        setOver(null);
        setDragging(null);
        if (!id) return;
        event.preventDefault();
        const entry = entries.find((e) => e.id === id);
        if (entry && (entry.date !== date || entry.slot !== slot)) onDrop(id, date, slot);
      },
    };
  };

  return (
    // The table keeps its width on a small tablet and scrolls inside its own box, never the page.
    <div
      role="region"
      aria-label={label}
      // Focusable, so a keyboard can scroll it when it overflows.
      tabIndex={0}
      className="relative max-w-full overflow-x-auto rounded-lg border focus-visible:outline-2 focus-visible:outline-ring"
    >
      <table className="w-full min-w-[52rem] table-fixed border-collapse text-start">
        <caption className="sr-only">{label}</caption>
        <colgroup>
          <col className="w-24" />
          {days.map((day) => (
            <col key={day} />
          ))}
        </colgroup>
        <thead>
          <tr>
            <td className="border-b bg-muted/40" />
            {days.map((day) => {
              const isToday = day === today;
              return (
                <th
                  key={day}
                  scope="col"
                  aria-current={isToday ? 'date' : undefined}
                  className={cn(
                    'border-b border-s px-2 py-2 text-start text-sm font-medium',
                    isToday ? 'bg-primary/10 text-primary-ink' : 'bg-muted/40',
                  )}
                >
                  <span className="sr-only">{longDate(language, day)}</span>
                  <span aria-hidden="true" className="flex items-baseline gap-1.5">
                    <span>{weekdayShort(language, day)}</span>
                    <span
                      className={cn(
                        'text-base font-semibold',
                        isToday && 'rounded-full bg-primary px-1.5 text-primary-foreground',
                      )}
                    >
                      {dayOfMonth(language, day)}
                    </span>
                  </span>
                  {isToday && <span className="block text-xs font-normal">{t('plan.today')}</span>}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {MEAL_SLOTS.map((slot) => (
            <tr key={slot}>
              <th
                scope="row"
                className="border-b bg-muted/40 px-2 py-2 text-start align-top text-sm font-medium"
              >
                {t(`plan.slots.${slot}`)}
              </th>
              {days.map((day) => {
                const cell = `${day}|${slot}`;
                return (
                  <td
                    key={day}
                    data-testid={`cell-${day}-${slot}`}
                    {...dropHandlers(day, slot)}
                    className={cn(
                      'border-s border-b p-1.5 align-top',
                      day === today && 'bg-primary/5',
                      over === cell && 'bg-accent outline-2 -outline-offset-2 outline-ring outline-dashed',
                    )}
                  >
                    <SlotEntries
                      entries={slotEntries(entries, day, slot)}
                      actions={actions}
                      compact
                      draggable
                      onDragState={setDragging}
                      dragging={dragging}
                    />
                    <AddButton date={day} slot={slot} onAdd={onAdd} className="mt-1 h-7" />
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

function SlotEntries({
  entries,
  actions,
  compact = false,
  draggable = false,
  onDragState,
  dragging = null,
}: {
  entries: MealPlanEntry[];
  actions: EntryActions;
  compact?: boolean;
  draggable?: boolean;
  onDragState?: (id: string | null) => void;
  dragging?: string | null;
}) {
  if (entries.length === 0) return null;
  return (
    <ul className="grid gap-1.5">
      {entries.map((entry) => (
        <PlanEntryCard
          key={entry.id}
          entry={entry}
          actions={actions}
          draggable={draggable}
          compact={compact}
          isDragging={dragging === entry.id}
          onDragState={onDragState}
        />
      ))}
    </ul>
  );
}

/**
 * The phone's calendar: a strip of the week's days (today marked, a dot under days with meals) and
 * the chosen day's four meals stacked.
 */
export function PlanDayView({
  days,
  today,
  entries,
  actions,
  onAdd,
  selected,
  onSelect,
}: WeekViewProps & { selected: string; onSelect: (date: string) => void }) {
  const { t, i18n } = useTranslation('meal-prep');
  const language = i18n.language ?? 'en';
  return (
    <div className="grid min-w-0 gap-4">
      <div role="group" aria-label={t('plan.dayPicker')} className="grid grid-cols-7 gap-1">
        {days.map((day) => {
          const isSelected = day === selected;
          const isToday = day === today;
          const planned = entries.some((entry) => entry.date === day);
          return (
            <button
              key={day}
              type="button"
              aria-pressed={isSelected}
              aria-current={isToday ? 'date' : undefined}
              aria-label={
                isToday ? t('plan.todayDate', { date: longDate(language, day) }) : longDate(language, day)
              }
              onClick={() => onSelect(day)}
              className={cn(
                'flex min-w-0 flex-col items-center gap-0.5 rounded-md border px-0.5 py-1.5 text-xs transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                isSelected
                  ? 'border-primary bg-primary text-primary-foreground'
                  : isToday
                    ? 'border-primary text-primary-ink'
                    : 'bg-card hover:bg-accent',
              )}
            >
              <span className="max-w-full truncate">{weekdayShort(language, day)}</span>
              <span className="text-base leading-none font-semibold">{dayOfMonth(language, day)}</span>
              <span
                aria-hidden="true"
                className={cn('size-1 rounded-full', planned ? 'bg-current' : 'bg-transparent')}
              />
            </button>
          );
        })}
      </div>
      <section aria-labelledby="plan-day-heading" className="grid min-w-0 gap-3">
        <h3 id="plan-day-heading" className="text-base font-semibold">
          {longDate(language, selected)}
          {selected === today && (
            <span className="ms-2 text-sm font-normal text-primary-ink">{t('plan.today')}</span>
          )}
        </h3>
        {MEAL_SLOTS.map((slot) => (
          <section
            key={slot}
            aria-label={t(`plan.slots.${slot}`)}
            data-testid={`day-${slot}`}
            className="grid min-w-0 gap-2 rounded-lg border p-3"
          >
            <h4 className="text-sm font-medium text-muted-foreground">{t(`plan.slots.${slot}`)}</h4>
            <SlotEntries entries={slotEntries(entries, selected, slot)} actions={actions} />
            <AddButton date={selected} slot={slot} onAdd={onAdd} />
          </section>
        ))}
      </section>
    </div>
  );
}
