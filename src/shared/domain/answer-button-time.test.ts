import { describe, expect, it } from 'vitest';
import { answerButtonLabel, answerButtonTime } from './answer-button-time';

const DAY = 86_400;
const MONTH = (365 * DAY) / 12;

describe("Anki's answer button times (rslib/src/scheduler/timespan.rs)", () => {
  it("passes Anki's own answer_buttons test", () => {
    expect(answerButtonTime(30)).toBe('30s');
    expect(answerButtonTime(70)).toBe('1m');
    expect(answerButtonTime(1.1 * MONTH)).toBe('1.1mo');
  });

  it('rounds seconds, minutes and days to whole numbers and the other units to one decimal', () => {
    expect(answerButtonTime(330)).toBe('6m'); // Hard on a new card: the average of 1 and 10 minutes, 5.5 rounded up
    expect(answerButtonTime(89)).toBe('1m');
    expect(answerButtonTime(90)).toBe('2m');
    expect(answerButtonTime(3600)).toBe('1h');
    expect(answerButtonTime(5400)).toBe('1.5h');
    expect(answerButtonTime(DAY)).toBe('1d');
    expect(answerButtonTime(4 * DAY)).toBe('4d');
    expect(answerButtonTime(30 * DAY)).toBe('30d');
    expect(answerButtonTime(31 * DAY)).toBe('1mo');
    expect(answerButtonTime(36 * DAY)).toBe('1.2mo');
    expect(answerButtonTime(364 * DAY)).toBe('12mo');
    expect(answerButtonTime(365 * DAY)).toBe('1y');
    expect(answerButtonTime(400 * DAY)).toBe('1.1y');
    expect(answerButtonTime(36_500 * DAY)).toBe('100y');
  });

  it('collapses times under the 20-minute learn-ahead limit to "<time", and shows no delay as "(end)"', () => {
    expect(answerButtonLabel(60)).toBe('<1m');
    expect(answerButtonLabel(330)).toBe('<6m');
    expect(answerButtonLabel(600)).toBe('<10m');
    expect(answerButtonLabel(900)).toBe('<15m');
    expect(answerButtonLabel(1199)).toBe('<20m');
    expect(answerButtonLabel(1200)).toBe('20m');
    expect(answerButtonLabel(DAY)).toBe('1d');
    expect(answerButtonLabel(0)).toBe('(end)');
    expect(answerButtonLabel(30, 0)).toBe('30s');
  });
});
