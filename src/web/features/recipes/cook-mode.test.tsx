import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { RecipeIngredient, RecipeStep } from '@shared/contracts/recipes';
import { renderPage } from '../../../../tests/web';
import { CookMode } from './cook-mode';
import type { PresentedIngredient } from './recipe-ingredients';
import { useCookTimers } from '../../components/cook/use-cook-timers';
import { RESTART_DELAY_MS } from './use-voice-commands';

/*
 * Cook mode with the browser's edges faked: speech recognition and synthesis, Web Audio, system
 * notifications and the screen wake lock are browser features jsdom does not have, so each test
 * installs a small, faithful stand-in on window and looks at what cook mode asked of it.
 */

const steps: RecipeStep[] = [
  { position: 0, group: null, text: 'Heat the olive oil in a pan and fry the onion for 5 minutes.' },
  { position: 1, group: 'Sauce', text: 'Add the tomatoes and simmer for 10–15 minutes.' },
  { position: 2, group: 'Sauce', text: 'Crack in the eggs, cover and cook until set.' },
];

function line(
  position: number,
  text: string,
  amount: string,
  words: string,
  food: string,
  foodKey: string | null,
) {
  const ingredient: RecipeIngredient = {
    position,
    group: null,
    text,
    quantity: null,
    unit: null,
    food,
    foodKey,
    optional: false,
  };
  return { ingredient, amount, words } satisfies PresentedIngredient;
}

const ingredients: PresentedIngredient[] = [
  line(0, '2 tbsp olive oil', '2 tbsp', 'olive oil', 'olive oil', 'olive-oil'),
  line(1, '1 onion, sliced', '1', 'onion, sliced', 'onion', 'onion'),
  line(2, '400 g tomatoes', '400 g', 'tomatoes', 'tomatoes', 'tomato'),
  line(3, '4 eggs', '4', 'eggs', 'eggs', 'egg'),
];

function Harness() {
  const timers = useCookTimers({
    notificationText: (timer) => ({ title: `Time's up: ${timer.label}`, body: 'Shakshuka' }),
  });
  const [open, setOpen] = useState(true);
  if (!open) return <p>Cook mode closed</p>;
  return (
    <CookMode
      title="Shakshuka"
      steps={steps}
      ingredients={ingredients}
      language="en"
      timers={timers}
      onClose={() => setOpen(false)}
    />
  );
}

// ---------------------------------------------------------------------------------------------
// Fakes of the browser's edges

type FakeAlternative = { transcript: string; confidence: number };

class FakeRecognition {
  static instances: FakeRecognition[] = [];
  lang = '';
  continuous = false;
  interimResults = true;
  maxAlternatives = 1;
  onresult: ((event: unknown) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  onstart: (() => void) | null = null;
  starts = 0;
  running = false;
  aborted = false;
  constructor() {
    FakeRecognition.instances.push(this);
  }
  start() {
    if (this.running) throw new DOMException('recognition has already started', 'InvalidStateError');
    this.running = true;
    this.starts += 1;
    this.onstart?.();
  }
  stop() {
    this.end();
  }
  abort() {
    this.aborted = true;
    this.end();
  }
  /** The recogniser's final result: its best guess first, then other alternatives. */
  say(...alternatives: string[]) {
    const result: FakeAlternative[] & { isFinal?: boolean } = alternatives.map((transcript) => ({
      transcript,
      confidence: 0.9,
    }));
    result.isFinal = true;
    act(() => this.onresult?.({ resultIndex: 0, results: { length: 1, 0: result } }));
  }
  /** Chrome ends a continuous session after a silence. */
  end() {
    this.running = false;
    act(() => this.onend?.());
  }
  fail(error: string) {
    act(() => this.onerror?.({ error }));
    this.end();
  }
}

class FakeUtterance {
  text: string;
  lang = '';
  voice: unknown = null;
  onstart: (() => void) | null = null;
  onend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(text: string) {
    this.text = text;
  }
}

function installSpeechSynthesis() {
  const spoken: FakeUtterance[] = [];
  const synthesis = {
    speak: vi.fn((utterance: FakeUtterance) => {
      spoken.push(utterance);
      utterance.onstart?.();
    }),
    cancel: vi.fn(),
    getVoices: () => [
      { lang: 'fr-FR', name: 'Amélie' },
      { lang: 'en-US', name: 'Samantha' },
    ],
  };
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  vi.stubGlobal('speechSynthesis', synthesis);
  return { spoken, synthesis };
}

function installAudio() {
  const beeps: number[] = [];
  class FakeAudioContext {
    currentTime = 0;
    destination = {};
    resume = vi.fn(async () => undefined);
    close = vi.fn(async () => undefined);
    createOscillator() {
      return {
        type: 'sine',
        frequency: { setValueAtTime: (hz: number) => beeps.push(hz) },
        connect: () => undefined,
        start: () => undefined,
        stop: () => undefined,
      };
    }
    createGain() {
      return {
        gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined },
        connect: () => undefined,
      };
    }
  }
  vi.stubGlobal('AudioContext', FakeAudioContext);
  return beeps;
}

function installNotifications(permission: NotificationPermission) {
  const shown: Array<{ title: string; body?: string }> = [];
  class FakeNotification {
    static permission: NotificationPermission = permission;
    static requestPermission = vi.fn(async () => {
      FakeNotification.permission = 'granted';
      return 'granted' as const;
    });
    constructor(title: string, options: { body?: string } = {}) {
      shown.push({ title, body: options.body });
    }
  }
  vi.stubGlobal('Notification', FakeNotification);
  return { shown, FakeNotification };
}

function installWakeLock() {
  const sentinels: Array<{ released: boolean; release: () => Promise<void> }> = [];
  const request = vi.fn(async () => {
    const listeners: Array<() => void> = [];
    const sentinel = {
      released: false,
      release: vi.fn(async () => {
        sentinel.released = true;
        for (const listener of listeners) listener();
      }),
      addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
    };
    sentinels.push(sentinel);
    return sentinel;
  });
  Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
  return { request, sentinels };
}

beforeEach(() => {
  FakeRecognition.instances = [];
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'wakeLock');
});

const stepText = () => screen.getByTestId('cook-step-text').textContent;

// ---------------------------------------------------------------------------------------------

describe('cook mode by keyboard and touch', () => {
  test('arrows and Space move between steps, Shift+Space goes back, Escape leaves', async () => {
    const user = userEvent.setup();
    renderPage(<Harness />);
    const dialog = await screen.findByRole('dialog', { name: 'Cooking: Shakshuka' });
    expect(within(dialog).getAllByText('Step 1 of 3')[0]).toBeInTheDocument();
    expect(stepText()).toBe(steps[0]!.text);

    await user.keyboard('{ArrowRight}');
    expect(stepText()).toBe(steps[1]!.text);
    expect(screen.getByText('Sauce')).toBeInTheDocument();
    await user.keyboard(' ');
    expect(stepText()).toBe(steps[2]!.text);
    // The last step: Space stays there.
    await user.keyboard(' ');
    expect(stepText()).toBe(steps[2]!.text);
    await user.keyboard('{Shift>} {/Shift}');
    expect(stepText()).toBe(steps[1]!.text);
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(stepText()).toBe(steps[0]!.text);

    await user.keyboard('{Escape}');
    expect(screen.getByText('Cook mode closed')).toBeInTheDocument();
  });

  test('Space on a focused button presses the button instead of moving on', async () => {
    const user = userEvent.setup();
    renderPage(<Harness />);
    await screen.findByRole('dialog');
    const next = screen.getByRole('button', { name: 'Next' });
    next.focus();
    await user.keyboard(' ');
    // One step, from the button itself: Space was not also read as "next".
    expect(stepText()).toBe(steps[1]!.text);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(stepText()).toBe(steps[0]!.text);
  });

  test('shows the ingredients the step names, or all of them on request', async () => {
    const user = userEvent.setup();
    renderPage(<Harness />);
    const panel = (await screen.findByRole('heading', { name: 'Ingredients in this step' })).closest(
      'section',
    )!;
    const shown = () =>
      within(panel)
        .queryAllByTestId('ingredient-line')
        .map((item) => item.textContent);
    expect(shown()).toEqual(['2 tbsp olive oil', '1 onion, sliced']);

    await user.keyboard('{ArrowRight}');
    expect(shown()).toEqual(['400 g tomatoes']);

    await user.click(screen.getByRole('switch', { name: 'Show all ingredients' }));
    expect(within(panel).getByRole('heading', { name: 'All ingredients' })).toBeInTheDocument();
    expect(shown()).toHaveLength(4);
  });

  test('the Finish button on the last step leaves cook mode', async () => {
    const user = userEvent.setup();
    renderPage(<Harness />);
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(screen.getByText('Cook mode closed')).toBeInTheDocument();
  });
});

describe('timers', () => {
  test('a step timer counts down, pauses, resumes and rings with a beep and a notification', async () => {
    vi.useFakeTimers();
    const beeps = installAudio();
    const { shown, FakeNotification } = installNotifications('default');
    renderPage(<Harness />);
    screen.getByRole('dialog');

    fireEvent.click(screen.getByRole('button', { name: 'Start 5:00: a timer for 5 minutes' }));
    // Permission is asked on the first timer, not before.
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
    const tray = screen.getByRole('region', { name: 'Timers' });
    const timer = within(tray).getByTestId('cook-timer');
    expect(timer).toHaveTextContent('Step 1: 5 minutes');
    expect(timer).toHaveTextContent('5:00');

    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(timer).toHaveTextContent('4:00');
    fireEvent.click(within(timer).getByRole('button', { name: 'Pause Step 1: 5 minutes' }));
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(timer).toHaveTextContent('4:00');
    expect(timer).toHaveTextContent('Paused');
    fireEvent.click(within(timer).getByRole('button', { name: 'Resume Step 1: 5 minutes' }));

    expect(beeps).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(240_000));
    expect(within(timer).getByRole('alert')).toHaveTextContent("Time's up!");
    expect(beeps.length).toBeGreaterThanOrEqual(3);
    expect(beeps.every((hz) => hz === 880)).toBe(true);
    expect(shown).toEqual([{ title: "Time's up: Step 1: 5 minutes", body: 'Shakshuka' }]);

    fireEvent.click(within(timer).getByRole('button', { name: 'Stop Step 1: 5 minutes' }));
    expect(screen.queryByRole('region', { name: 'Timers' })).not.toBeInTheDocument();
  });

  test('several timers run at once; cancelling one leaves the others', async () => {
    vi.useFakeTimers();
    renderPage(<Harness />);
    screen.getByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Start 5:00: a timer for 5 minutes' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowRight' });
    // A range starts at its lower end, the earliest moment to check.
    fireEvent.click(screen.getByRole('button', { name: 'Start 10:00: a timer for 10–15 minutes' }));
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    const timers = screen.getAllByTestId('cook-timer');
    expect(timers.map((item) => item.textContent)).toEqual([
      expect.stringContaining('4:30'),
      expect.stringContaining('9:30'),
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Step 1: 5 minutes' }));
    expect(screen.getAllByTestId('cook-timer')).toHaveLength(1);
    expect(screen.getByTestId('cook-timer')).toHaveTextContent('Step 2: 10–15 minutes');
  });

  test('rings on screen without sound or notifications where the browser has neither', async () => {
    vi.useFakeTimers();
    renderPage(<Harness />);
    screen.getByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Start 5:00: a timer for 5 minutes' }));
    await act(() => vi.advanceTimersByTimeAsync(5 * 60_000));
    expect(screen.getByRole('alert')).toHaveTextContent("Time's up!");
  });
});

describe('voice', () => {
  test('hands-free commands move, read, set and stop timers, and leave', async () => {
    vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
    const { spoken } = installSpeechSynthesis();
    const user = userEvent.setup();
    renderPage(<Harness />);
    await screen.findByRole('dialog');

    await user.click(screen.getByRole('button', { name: 'Voice commands' }));
    expect(screen.getByRole('button', { name: 'Voice commands' })).toHaveAttribute('aria-pressed', 'true');
    const recognition = FakeRecognition.instances[0]!;
    expect(recognition.lang).toBe('en-US');
    expect(recognition.continuous).toBe(true);
    expect(recognition.starts).toBe(1);
    expect(screen.getByText('Listening…')).toBeInTheDocument();
    // The examples come from the shared command reader, in the reader's language.
    expect(screen.getByText('“Set a timer for 10 minutes”')).toBeInTheDocument();

    recognition.say('next step');
    expect(stepText()).toBe(steps[1]!.text);
    expect(screen.getByTestId('voice-heard')).toHaveTextContent('Heard: “next step”');

    recognition.say('go to step 3');
    expect(stepText()).toBe(steps[2]!.text);

    recognition.say('read the step');
    expect(spoken.at(-1)?.text).toBe(`Step 3. ${steps[2]!.text}`);
    expect(spoken.at(-1)?.lang).toBe('en-US');
    // While the app speaks, what the microphone hears is the app itself.
    recognition.say('go back');
    expect(stepText()).toBe(steps[2]!.text);
    act(() => spoken.at(-1)?.onend?.());

    recognition.say('set a timer for 2 minutes');
    expect(screen.getByTestId('cook-timer')).toHaveTextContent('Timer 2:00');
    recognition.say('stop the timer');
    expect(screen.queryByTestId('cook-timer')).not.toBeInTheDocument();

    // A later alternative may be the command the best guess was not.
    recognition.say('go fact', 'go back');
    expect(stepText()).toBe(steps[1]!.text);

    recognition.say('what a lovely smell');
    expect(screen.getByTestId('voice-heard')).toHaveTextContent(
      'Heard “what a lovely smell”, which is not a command.',
    );
    expect(stepText()).toBe(steps[1]!.text);

    recognition.say('what do I need');
    expect(screen.getByRole('heading', { name: 'All ingredients' })).toBeInTheDocument();

    recognition.say('stop listening');
    expect(screen.getByText('Cook mode closed')).toBeInTheDocument();
    expect(recognition.aborted).toBe(true);
  });

  test('listening starts again after the browser ends a session, and stops for good when switched off', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('SpeechRecognition', FakeRecognition);
    renderPage(<Harness />);
    screen.getByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Voice commands' }));
    const recognition = FakeRecognition.instances[0]!;

    recognition.end();
    expect(recognition.starts).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(RESTART_DELAY_MS));
    expect(recognition.starts).toBe(2);
    recognition.say('next');
    expect(stepText()).toBe(steps[1]!.text);

    fireEvent.click(screen.getByRole('button', { name: 'Voice commands' }));
    expect(recognition.aborted).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(RESTART_DELAY_MS * 5));
    expect(recognition.starts).toBe(2);
  });

  test('a refused microphone is said, and not asked for again and again', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('SpeechRecognition', FakeRecognition);
    renderPage(<Harness />);
    screen.getByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Voice commands' }));
    const recognition = FakeRecognition.instances[0]!;
    recognition.fail('not-allowed');
    await act(() => vi.advanceTimersByTimeAsync(RESTART_DELAY_MS * 5));
    expect(recognition.starts).toBe(1);
    expect(screen.getByRole('alert')).toHaveTextContent('The microphone is blocked.');
  });

  test('reads the step aloud in the chosen language, and each new step when asked to', async () => {
    const { spoken, synthesis } = installSpeechSynthesis();
    const user = userEvent.setup();
    renderPage(<Harness />);
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Read aloud' }));
    expect(spoken.map((utterance) => utterance.text)).toEqual([`Step 1. ${steps[0]!.text}`]);
    expect(spoken[0]!.voice).toEqual({ lang: 'en-US', name: 'Samantha' });
    act(() => spoken[0]!.onend?.());

    await user.click(screen.getByRole('switch', { name: 'Read each step aloud' }));
    await user.keyboard('{ArrowRight}');
    expect(spoken.at(-1)?.text).toBe(`Step 2. ${steps[1]!.text}`);
    await user.click(screen.getByRole('switch', { name: 'Read each step aloud' }));
    expect(synthesis.cancel).toHaveBeenCalled();
  });

  test('without speech in the browser the controls say so and touch still works', async () => {
    const user = userEvent.setup();
    renderPage(<Harness />);
    await screen.findByRole('dialog');
    expect(screen.getByText('Voice commands are not available in this browser.')).toBeInTheDocument();
    expect(screen.getByText('Reading aloud is not available in this browser.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Voice commands' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Read aloud' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(stepText()).toBe(steps[1]!.text);
  });
});

describe('keeping the screen on', () => {
  test('holds a wake lock while open, asks again when the page is shown again, and lets go on leaving', async () => {
    const { request, sentinels } = installWakeLock();
    const user = userEvent.setup();
    renderPage(<Harness />);
    expect(await screen.findByText('The screen stays on while you cook.')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('screen');

    // The browser drops the lock when the page is hidden; coming back asks for a new one.
    await act(async () => {
      await sentinels[0]!.release();
    });
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(request).toHaveBeenCalledTimes(2);

    await user.keyboard('{Escape}');
    expect(sentinels[1]!.released).toBe(true);
  });

  test('says quietly when the browser cannot keep the screen on', async () => {
    renderPage(<Harness />);
    expect(
      await screen.findByText('This browser cannot keep the screen on, so it may dim while you cook.'),
    ).toBeInTheDocument();
  });
});
