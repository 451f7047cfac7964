import { describe, expect, it } from 'vitest';
import { smallTalkTexts } from '../../../shared/domain/tutor-small-talk';
import { smallTalkReply } from './small-talk';

// Issue 26: a greeting, thanks or a Spanish question gets a short reply of its own, not "not in the material".
describe('small talk', () => {
  it.each(['Hi', 'hello!', 'Good morning', 'hey there'])('greets back: %s', (message) => {
    expect(smallTalkReply(message)).toBe(smallTalkTexts.greeting);
  });

  it.each(['Thanks!', 'thank you so much', 'ok thanks', 'Got it.'])('takes thanks: %s', (message) => {
    expect(smallTalkReply(message)).toBe(smallTalkTexts.thanks);
  });

  it('answers a Spanish question in Spanish, with the English words for its key terms', () => {
    const reply = smallTalkReply('¿Cuánto tiempo dura el intervalo de reingreso de un plaguicida?');
    expect(reply).toBe(
      smallTalkTexts.spanish([
        ['intervalo de reingreso', 'restricted-entry interval (REI)'],
        ['plaguicida', 'pesticide'],
      ]),
    );
    expect(smallTalkReply('¿Qué equipo de protección personal necesito para mezclar?')).toContain(
      '- equipo de proteccion personal: **personal protective equipment (PPE)**',
    );
  });

  it('leaves questions about the material to the tutor, greetings inside them included', () => {
    for (const message of [
      'Hello, what is an REI?',
      'How do I treat hay fields for armyworms?',
      'What does the label say about drift?',
      'Is 2 pints per acre a lot?',
    ]) {
      expect(smallTalkReply(message), message).toBeNull();
    }
  });
});
