// The tutor's calculations (issue 26) through the real chat call: every phrasing of the calculator's question set
// (src/server/modules/tutor/calculator/calculation-cases.ts), counted exact when the reply's first line is the
// worked result, word for word; and whether the reply cites a lesson for the method. Target: all exact.
import type { TDatabase } from '../src/server/db/client';
import { calculationCases, missingValueCases } from '../src/server/modules/tutor/calculator/calculation-cases';
import { askTutor } from './tutor-kit';

export async function evaluateCalculations(db: TDatabase, address: string) {
  let asked = 0;
  let exact = 0;
  let cited = 0;
  const misses: string[] = [];
  for (const item of calculationCases) {
    for (const phrasing of item.phrasings) {
      asked += 1;
      const reply = await askTutor(db, address, phrasing, ['federal']);
      if (reply.content.split('\n')[0] === item.answer) exact += 1;
      else misses.push(`calculation: ${phrasing} -> ${reply.content.split('\n')[0]}`);
      if (reply.citations.some((c) => c.url?.startsWith('/course/lessons/'))) cited += 1;
    }
  }
  let askedBack = 0;
  for (const { question, asks } of missingValueCases) {
    const reply = await askTutor(db, address, question, ['federal']);
    if (reply.content.split('\n')[0]!.includes(asks)) askedBack += 1;
    else misses.push(`missing value: ${question} -> ${reply.content.split('\n')[0]}`);
  }
  return {
    summary: {
      calculations: `${exact} of ${asked} exact`,
      calculationsExact: exact / asked,
      calculationsCitingALesson: `${cited} of ${asked}`,
      missingValuesAskedFor: `${askedBack} of ${missingValueCases.length}`,
    },
    misses,
  };
}
