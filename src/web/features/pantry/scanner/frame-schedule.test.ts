import { describe, expect, test } from 'vitest';
import type { PassStep } from './decode-pipeline';
import {
  CAMERA_FIRST_STEP,
  CAMERA_STEPS,
  FrameAgreement,
  FrameSchedule,
  stepsOfPasses,
} from './frame-schedule';

const step = (pass: PassStep['pass'], view = 0): PassStep => ({ pass, view });
const ean = (text: string) => ({ text, format: 'ean_13' as const });

describe('what each camera frame runs', () => {
  test('a pass with several pictures is as many steps, one per frame', () => {
    expect(stepsOfPasses(['centre-50', 'tiles-2x2'])).toEqual([
      step('centre-50'),
      step('tiles-2x2', 0),
      step('tiles-2x2', 1),
      step('tiles-2x2', 2),
      step('tiles-2x2', 3),
    ]);
    expect(CAMERA_STEPS.length).toBeGreaterThan(0);
  });

  test('one step a frame: the first pass on every other frame, the further steps in turn between', () => {
    const schedule = new FrameSchedule([step('stretch'), step('centre-50')]);
    const plans = Array.from({ length: 6 }, () => {
      const plan = schedule.plan();
      schedule.record(null);
      return plan.map((s) => s.pass);
    });
    expect(plans).toEqual([['base'], ['stretch'], ['base'], ['centre-50'], ['base'], ['stretch']]);
  });

  test('after a read, the next frame repeats the step that read, so that it can confirm the code', () => {
    const schedule = new FrameSchedule([step('stretch'), step('centre-50')]);
    expect(schedule.plan()).toEqual([CAMERA_FIRST_STEP]);
    schedule.record(null);
    expect(schedule.plan()).toEqual([step('stretch')]);
    schedule.record(step('stretch'));
    expect(schedule.plan()).toEqual([step('stretch')]);
    schedule.record(null);
    expect(schedule.plan()).toEqual([CAMERA_FIRST_STEP]);
    schedule.record(CAMERA_FIRST_STEP);
    expect(schedule.plan()).toEqual([CAMERA_FIRST_STEP]);
    schedule.record(null);
    expect(schedule.plan()).toEqual([step('centre-50')]);
  });
});

describe('believing a code on the camera', () => {
  test('one frame’s read is not enough; the same code on the next frame is', () => {
    const agreement = new FrameAgreement();
    expect(agreement.offer(ean('4006381333931'))).toBeNull();
    expect(agreement.offer(ean('4006381333931'))).toEqual(ean('4006381333931'));
  });

  test('two different numbers do not agree: a misread on one frame is never accepted alone', () => {
    const agreement = new FrameAgreement();
    expect(agreement.offer(ean('4006381333931'))).toBeNull();
    expect(agreement.offer(ean('4006381333948'))).toBeNull();
    expect(agreement.offer(ean('4006381333931'))).toBeNull();
    expect(agreement.offer(ean('4006381333931'))).toEqual(ean('4006381333931'));
  });

  test('the same number in two forms agrees (a detector may report a UPC-E as its UPC-A)', () => {
    const agreement = new FrameAgreement();
    agreement.offer({ text: '042100005264', format: 'upc_e' });
    expect(agreement.offer({ text: '04252614', format: 'upc_e' })).toEqual({
      text: '04252614',
      format: 'upc_e',
    });
  });

  test('frames that read nothing in between are allowed, up to the window', () => {
    const near = new FrameAgreement(3);
    near.offer(ean('96385074'));
    near.offer(undefined);
    near.offer(undefined);
    expect(near.offer(ean('96385074'))).toEqual(ean('96385074'));
    const far = new FrameAgreement(3);
    far.offer(ean('96385074'));
    for (let i = 0; i < 3; i++) far.offer(undefined);
    expect(far.offer(ean('96385074'))).toBeNull();
  });
});
