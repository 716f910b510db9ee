import { ChevronLeft, ChevronRight, Mic, MicOff, Volume2, VolumeX, X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useCallback, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecipeStep } from '@shared/contracts/recipes';
import { COOK_COMMAND_EXAMPLES, COOK_COMMAND_KINDS, type CookCommand } from '@shared/domain/cook-commands';
import { findStepTimers, formatTimer, type StepTimer } from '@shared/domain/step-timers';
import type { Language } from '@shared/settings-options';
import { CookTimerTray, StepTimerButtons } from '../../components/cook/cook-timers';
import type { CookTimers } from '../../components/cook/use-cook-timers';
import { useWakeLock, type WakeLockStatus } from '../../components/cook/use-wake-lock';
import { Button } from '../../components/ui/button';
import { Switch } from '../../components/ui/switch';
import { cn } from '../../components/ui/utils';
import { IngredientList, type PresentedIngredient } from './recipe-ingredients';
import { ingredientsInStep } from './step-ingredients';
import { useSpeech, useVoiceCommands, type VoiceStatus } from './use-voice-commands';

/** Controls that use the arrow keys themselves (a caret, a list of options). */
const USES_ARROWS = 'input, textarea, select, [role="slider"], [contenteditable="true"]';
/** Controls that Space presses or types into. */
const USES_SPACE = `${USES_ARROWS}, button, a[href], summary, [role="button"], [role="switch"], [role="checkbox"]`;

export type CookModeProps = {
  title: string;
  steps: readonly RecipeStep[];
  /** The ingredient lines as the recipe screen shows them (scaled, converted). */
  ingredients: readonly PresentedIngredient[];
  language: Language;
  /** Shared with the recipe screen, so timers keep running after cook mode closes. */
  timers: CookTimers;
  onClose: () => void;
};

/**
 * Cook mode: one step at a time in large type, the ingredients that step uses, its timers, the
 * step read aloud and hands-free commands. Arrow keys and Space move between steps, Escape
 * leaves; the screen is kept on while it is open.
 */
export function CookMode({ title, steps, ingredients, language, timers, onClose }: CookModeProps) {
  const { t } = useTranslation('cook');
  const [index, setIndex] = useState(0);
  const [showAll, setShowAll] = useState(false);
  const [autoRead, setAutoRead] = useState(false);
  const [listening, setListening] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const wakeLock = useWakeLock(true);
  const speech = useSpeech(language);
  const total = steps.length;
  const step = steps[index];
  const descriptionId = useId();
  const stepRef = useRef<HTMLElement>(null);

  const mentioned = useMemo(
    () =>
      step
        ? ingredientsInStep(
            step.text,
            ingredients.map((line) => line.ingredient),
            language,
          )
        : [],
    [step, ingredients, language],
  );
  const stepTimers = useMemo(() => (step ? findStepTimers(step.text, language) : []), [step, language]);

  const readAloud = useCallback(
    (at: number) => {
      const text = steps[at]?.text;
      if (text) speech.speak(t('cookMode.spokenStep', { number: at + 1, text }));
    },
    [speech, steps, t],
  );

  const goTo = useCallback(
    (target: number) => {
      if (target < 0 || target >= total) return;
      setIndex(target);
      setMessage(null);
      if (autoRead) readAloud(target);
      else speech.cancel();
    },
    [total, autoRead, readAloud, speech],
  );

  const startStepTimer = useCallback(
    (timer: StepTimer) => {
      timers.start(t('timers.stepLabel', { number: index + 1, label: timer.label }), timer.seconds);
    },
    [timers, t, index],
  );

  const handleCommand = useCallback(
    (command: CookCommand) => {
      switch (command.kind) {
        case 'next':
          if (index + 1 < total) goTo(index + 1);
          else setMessage(t('cookMode.lastStep'));
          return;
        case 'back':
          if (index > 0) goTo(index - 1);
          else setMessage(t('cookMode.firstStep'));
          return;
        case 'repeat':
        case 'readStep':
          readAloud(index);
          return;
        case 'goToStep':
          if (command.step >= 1 && command.step <= total) goTo(command.step - 1);
          else setMessage(t('cookMode.noSuchStep', { number: command.step, count: total }));
          return;
        case 'ingredients':
          setShowAll(true);
          setMessage(t('cookMode.showingAll'));
          return;
        case 'startTimer': {
          const first = stepTimers[0];
          if (first) startStepTimer(first);
          else setMessage(t('cookMode.noTimerInStep'));
          return;
        }
        case 'setTimer':
          timers.start(t('timers.custom', { time: formatTimer(command.seconds) }), command.seconds);
          return;
        case 'stopTimer':
          if (!timers.stopRingingOrLast()) setMessage(t('cookMode.noTimers'));
          return;
        case 'stop':
          speech.cancel();
          setListening(false);
          onClose();
          return;
      }
    },
    [index, total, goTo, readAloud, stepTimers, startStepTimer, timers, speech, onClose, t],
  );

  const voice = useVoiceCommands({
    language,
    enabled: listening,
    onCommand: handleCommand,
    isSpeaking: speech.speaking,
  });

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as HTMLElement;
    let direction = 0;
    if (event.key === 'PageDown') direction = 1;
    else if (event.key === 'PageUp') direction = -1;
    else if (event.key === 'ArrowRight' && !target.closest(USES_ARROWS)) direction = 1;
    else if (event.key === 'ArrowLeft' && !target.closest(USES_ARROWS)) direction = -1;
    else if (event.key === ' ' && !target.closest(USES_SPACE)) direction = event.shiftKey ? -1 : 1;
    if (direction === 0) return;
    event.preventDefault();
    goTo(index + direction);
  };

  const shown = showAll ? ingredients : mentioned.map((at) => ingredients[at]!);

  return (
    <DialogPrimitive.Root open onOpenChange={(open) => !open && onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          data-testid="cook-mode"
          aria-describedby={descriptionId}
          onKeyDown={handleKeyDown}
          onOpenAutoFocus={(event) => {
            // The step itself takes the focus, so Space and the arrows work at once and a screen
            // reader starts with the step rather than the Leave button.
            if (!stepRef.current) return;
            event.preventDefault();
            stepRef.current.focus();
          }}
          className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-background text-foreground focus-visible:outline-none"
        >
          <header className="sticky top-0 z-10 flex items-center gap-3 border-b bg-background/95 px-4 py-3 backdrop-blur">
            <div className="grid min-w-0 flex-1">
              <DialogPrimitive.Title className="truncate text-base font-semibold">
                {t('cookMode.title', { title })}
              </DialogPrimitive.Title>
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {total > 0 ? t('cookMode.stepOf', { current: index + 1, total }) : t('cookMode.noSteps')}
              </p>
            </div>
            <DialogPrimitive.Close asChild>
              <Button variant="outline" aria-label={t('cookMode.leave')}>
                <X aria-hidden="true" />
                <span className="hidden sm:inline">{t('cookMode.leaveShort')}</span>
              </Button>
            </DialogPrimitive.Close>
          </header>

          <div className="mx-auto grid w-full max-w-3xl flex-1 content-start gap-6 px-4 py-6">
            <DialogPrimitive.Description id={descriptionId} className="text-sm text-muted-foreground">
              {t('cookMode.keyboardHint')}
            </DialogPrimitive.Description>

            {step ? (
              <article
                ref={stepRef}
                tabIndex={-1}
                className="grid gap-4 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
                aria-labelledby={`${descriptionId}-step`}
              >
                {step.group && (
                  <p className="text-sm font-semibold tracking-wide text-primary-ink uppercase">
                    {step.group}
                  </p>
                )}
                <h2 id={`${descriptionId}-step`} className="sr-only">
                  {t('cookMode.stepOf', { current: index + 1, total })}
                </h2>
                <p
                  data-testid="cook-step-text"
                  className="text-2xl leading-relaxed font-medium break-words whitespace-pre-line sm:text-3xl"
                >
                  <HighlightedTimers text={step.text} timers={stepTimers} />
                </p>
                <StepTimerButtons text={step.text} language={language} onStart={startStepTimer} />
              </article>
            ) : (
              <p className="text-lg">{t('cookMode.noSteps')}</p>
            )}

            {message && (
              <p role="status" className="rounded-md border border-dashed px-3 py-2 text-sm">
                {message}
              </p>
            )}

            <section
              className="grid gap-3 rounded-lg border bg-card p-4 text-card-foreground"
              aria-labelledby={`${descriptionId}-ingredients`}
            >
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h2 id={`${descriptionId}-ingredients`} className="font-semibold">
                  {showAll ? t('cookMode.allIngredients') : t('cookMode.stepIngredients')}
                </h2>
                <ToggleRow label={t('cookMode.showAll')} checked={showAll} onChange={setShowAll} />
              </div>
              {shown.length > 0 ? (
                <IngredientList ingredients={shown} className="text-lg" />
              ) : (
                <p className="text-sm text-muted-foreground">{t('cookMode.noneMentioned')}</p>
              )}
            </section>

            <CookTimerTray
              timers={timers.timers}
              now={timers.now}
              onPause={timers.pause}
              onResume={timers.resume}
              onRemove={timers.remove}
            />

            <VoicePanel
              language={language}
              speechSupported={speech.supported}
              speaking={speech.speaking}
              autoRead={autoRead}
              onAutoRead={(on) => {
                setAutoRead(on);
                if (on) readAloud(index);
                else speech.cancel();
              }}
              onRead={() => (speech.speaking ? speech.cancel() : readAloud(index))}
              voiceSupported={voice.supported}
              voiceStatus={voice.status}
              listening={listening}
              onListening={setListening}
              heard={voice.heard}
            />

            <WakeLockNote status={wakeLock} />
          </div>

          <footer className="sticky bottom-0 flex gap-3 border-t bg-background/95 px-4 py-3 backdrop-blur">
            <Button
              variant="outline"
              size="lg"
              className="h-14 flex-1 text-lg"
              disabled={index === 0}
              onClick={() => goTo(index - 1)}
            >
              <ChevronLeft aria-hidden="true" className="size-6" />
              {t('cookMode.back')}
            </Button>
            {index + 1 < total ? (
              <Button size="lg" className="h-14 flex-1 text-lg" onClick={() => goTo(index + 1)}>
                {t('cookMode.next')}
                <ChevronRight aria-hidden="true" className="size-6" />
              </Button>
            ) : (
              <DialogPrimitive.Close asChild>
                <Button size="lg" className="h-14 flex-1 text-lg">
                  {t('cookMode.finish')}
                </Button>
              </DialogPrimitive.Close>
            )}
          </footer>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** The step text with the durations it names marked, so the eye finds them. */
function HighlightedTimers({ text, timers }: { text: string; timers: readonly StepTimer[] }) {
  if (timers.length === 0) return <>{text}</>;
  const parts: ReactNode[] = [];
  let at = 0;
  for (const timer of timers) {
    if (timer.start > at) parts.push(text.slice(at, timer.start));
    parts.push(
      <mark key={timer.start} className="rounded bg-warning px-1 text-warning-foreground">
        {text.slice(timer.start, timer.end)}
      </mark>,
    );
    at = timer.end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}

function ToggleRow({
  label,
  checked,
  onChange,
  disabled = false,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Switch id={id} checked={checked} onCheckedChange={onChange} disabled={disabled} />
      <label htmlFor={id} className={cn('text-sm', disabled && 'text-muted-foreground')}>
        {label}
      </label>
    </div>
  );
}

function VoicePanel({
  language,
  speechSupported,
  speaking,
  autoRead,
  onAutoRead,
  onRead,
  voiceSupported,
  voiceStatus,
  listening,
  onListening,
  heard,
}: {
  language: Language;
  speechSupported: boolean;
  speaking: boolean;
  autoRead: boolean;
  onAutoRead: (on: boolean) => void;
  onRead: () => void;
  voiceSupported: boolean;
  voiceStatus: VoiceStatus;
  listening: boolean;
  onListening: (on: boolean) => void;
  heard: { transcript: string; understood: boolean } | null;
}) {
  const { t } = useTranslation('cook');
  const examples = COOK_COMMAND_EXAMPLES[language];
  return (
    <section className="grid gap-4 rounded-lg border p-4" aria-label={t('voice.label')}>
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="outline" onClick={onRead} disabled={!speechSupported} aria-pressed={speaking}>
            {speaking ? <VolumeX aria-hidden="true" /> : <Volume2 aria-hidden="true" />}
            {speaking ? t('voice.stopReading') : t('voice.read')}
          </Button>
          <ToggleRow
            label={t('voice.autoRead')}
            checked={autoRead}
            onChange={onAutoRead}
            disabled={!speechSupported}
          />
        </div>
        {!speechSupported && <p className="text-sm text-muted-foreground">{t('voice.readUnsupported')}</p>}
      </div>

      <div className="grid gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <Button
            variant={listening ? 'default' : 'outline'}
            onClick={() => onListening(!listening)}
            disabled={!voiceSupported}
            aria-pressed={listening}
          >
            {listening ? <Mic aria-hidden="true" /> : <MicOff aria-hidden="true" />}
            {t('voice.commands')}
          </Button>
          {voiceSupported && listening && (
            <span className="text-sm text-muted-foreground" aria-live="polite">
              {t(`voice.status.${voiceStatus}`)}
            </span>
          )}
        </div>
        {!voiceSupported && <p className="text-sm text-muted-foreground">{t('voice.unsupported')}</p>}
        {voiceSupported && (voiceStatus === 'denied' || voiceStatus === 'unavailable') && (
          <p role="alert" className="text-sm text-destructive-ink">
            {t(`voice.problem.${voiceStatus}`)}
          </p>
        )}
        {heard && (
          <p className="text-sm" aria-live="polite" data-testid="voice-heard">
            {heard.understood
              ? t('voice.heard', { transcript: heard.transcript })
              : t('voice.notUnderstood', { transcript: heard.transcript })}
          </p>
        )}
        {voiceSupported && (
          <details className="text-sm">
            <summary className="cursor-pointer font-medium">{t('voice.examples')}</summary>
            <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
              {COOK_COMMAND_KINDS.map((kind) => (
                <div key={kind} className="contents">
                  <dt className="text-muted-foreground">{t(`voice.kinds.${kind}`)}</dt>
                  <dd>“{examples[kind]}”</dd>
                </div>
              ))}
            </dl>
          </details>
        )}
      </div>
    </section>
  );
}

function WakeLockNote({ status }: { status: WakeLockStatus }) {
  const { t } = useTranslation('cook');
  if (status === 'off') return null;
  return <p className="text-xs text-muted-foreground">{t(`wakeLock.${status}`)}</p>;
}
