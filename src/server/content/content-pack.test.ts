import { describe, expect, it } from 'vitest';
import { categoryStates, contentTargets } from '../../shared/domain/topics';
import { stateExamShortfalls } from './check-blueprints';
import { checkContentPack, contentShortfalls, evaluateArithmetic, stateSpecificShare } from './check-content-pack';
import { blueprintFigures, ZBlueprint } from './content-schema';
import { readContentPack } from './read-content-pack';

describe('the content pack', () => {
  const pack = readContentPack();

  it('passes every schema, and every rule that holds at any size', () => {
    expect(checkContentPack(pack)).toEqual([]);
  });

  it('meets every target: lesson words, questions and cards per topic, questions per category tag, glossary size', () => {
    expect(contentShortfalls(pack)).toEqual([]);
  });

  it('uses every question type, and numeric questions where there is arithmetic', () => {
    const types = new Set(pack.questions.map((q) => q.type));
    expect([...types].sort()).toEqual([
      'multi_select',
      'multiple_choice',
      'numeric',
      'scenario',
      'short_answer',
      'true_false',
    ]);
    const calibration = pack.questions.filter((q) => q.topic === 'equipment-calibration' && q.type === 'numeric');
    expect(calibration.length).toBeGreaterThanOrEqual(5);
  });

  it('gives each category state a law module and tests state-specific facts in at least half its questions', () => {
    for (const state of categoryStates) {
      const material = pack.categories.find((c) => c.state === state.id);
      const law = material?.categories.filter((c) => c.kind === 'law') ?? [];
      expect(law, state.id).toHaveLength(1);
      const lawQuestions = pack.questions.filter((q) => q.topic === law[0]!.id);
      expect(lawQuestions.length).toBeGreaterThanOrEqual(contentTargets.questionsPerLawModule);
      // A law exam also asks the federal rules the state builds on (Florida's asks FIFRA's meaning of direct
      // supervision), but nearly all of its questions are the state's own.
      const stateOwn = lawQuestions.filter((q) => q.stateSpecific).length;
      expect(stateOwn / lawQuestions.length, state.id).toBeGreaterThanOrEqual(0.9);
      const { total, specific } = stateSpecificShare(pack, state.id);
      expect(specific / total, state.id).toBeGreaterThanOrEqual(contentTargets.minStateSpecificShare);
    }
  });

  it('gives each state one exam per category it tests and its law exam, every figure with a source or a default', () => {
    for (const state of categoryStates) {
      expect(stateExamShortfalls(pack, state.id), state.id).toEqual([]);
      const tags = pack.categories.find((c) => c.state === state.id)!.categories;
      const exams = pack.blueprints.filter((b) => b.state === state.id);
      // One exam per category and exactly one law exam: nothing mixes categories any more.
      expect(exams.filter((b) => b.examType === 'Category')).toHaveLength(
        tags.filter((t) => t.kind === 'category').length,
      );
      expect(
        exams.filter((b) => b.examType === 'Core'),
        state.id,
      ).toHaveLength(1);
    }
    expect(pack.blueprints.filter((b) => b.state === null).map((b) => b.id)).toEqual(['national-core']);
    for (const blueprint of pack.blueprints) {
      for (const figure of blueprintFigures) {
        const note = blueprint.figures[figure];
        const text = 'source' in note ? note.source : note.platformDefault;
        expect(text.length, `${blueprint.id} ${figure}`).toBeGreaterThanOrEqual(20);
      }
      // A practice exam shorter than the real one says so to the learner.
      if (blueprint.examType === 'Category') {
        // The bank holds more than one attempt asks (31 or more), so a retake draws other questions.
        for (const topic of Object.keys(blueprint.topicShares)) {
          const held = pack.questions.filter((q) => q.topic === topic).length;
          expect(held, `${blueprint.id} ${topic}`).toBeGreaterThanOrEqual(Math.max(31, blueprint.questionCount + 6));
        }
        expect(blueprint.practiceNote, blueprint.id).toMatch(
          new RegExp(`asks\\s+${blueprint.questionCount}\\s+questions`),
        );
      }
    }
  });
});

describe('the blueprint rules', () => {
  const base = readContentPack();
  const texasAquatic = base.blueprints.find((b) => b.id === 'texas-aquatic')!;

  it('refuse a blueprint figure with neither a source nor a platform-default mark', () => {
    const { passingPercent: _dropped, ...figures } = texasAquatic.figures;
    expect(ZBlueprint.safeParse({ ...texasAquatic, figures }).success).toBe(false);
    const blank = { ...texasAquatic.figures, timeLimitMinutes: {} };
    expect(ZBlueprint.safeParse({ ...texasAquatic, figures: blank }).success).toBe(false);
    expect(ZBlueprint.safeParse(texasAquatic).success).toBe(true);
    const unsourced = { ...texasAquatic, figures: { ...texasAquatic.figures, topicShares: undefined } };
    expect(checkContentPack({ ...base, blueprints: [unsourced as never] })).toContain(
      'blueprint texas-aquatic: topicShares has no source',
    );
  });

  it('refuse an exam longer than its bank, and report a state without its category or law exam', () => {
    const pool = base.questions.filter((q) => q.topic === 'tx-aquatic').length;
    const tooLong = { ...texasAquatic, questionCount: pool + 1 };
    expect(checkContentPack({ ...base, blueprints: [tooLong] })).toEqual([
      `blueprint texas-aquatic: asks ${pool + 1} questions of tx-aquatic, the bank holds ${pool}`,
    ]);
    const withoutTexas = {
      ...base,
      blueprints: base.blueprints.filter((b) => b.id !== 'texas-aquatic' && b.id !== 'texas-general-standards'),
    };
    expect(stateExamShortfalls(withoutTexas, 'texas')).toEqual([
      'texas: no practice exam for the tx-aquatic category alone',
      'texas: no state law exam asking the tx-laws module',
    ]);
    expect(contentShortfalls(withoutTexas)).toContain('texas: no state law exam asking the tx-laws module');
  });
});

describe('the checks themselves', () => {
  it("count a state's state-specific questions over its category and law modules only, and refuse a wrong state", () => {
    const base = readContentPack();
    const texasTag = base.categories.find((c) => c.state === 'texas')!.categories[0]!.id;
    const lesson = base.lessons.find((l) => l.topic === texasTag)!;
    const section = `${lesson.id}#${lesson.sections[0]!.id}`;
    const ask = (n: number, stateSpecific: boolean, jurisdictions = ['texas']) => ({
      id: `t-${n}`,
      type: 'true_false' as const,
      question: `Is statement number ${n} about Texas true?`,
      options: ['True', 'False'] as ['True', 'False'],
      answer: 'True' as const,
      explanation: 'Because the lesson says so, in detail.',
      difficulty: 'easy' as const,
      topic: texasTag,
      jurisdictions,
      section,
      stateSpecific,
    });
    const pack = {
      ...base,
      questions: [ask(1, true), ask(2, false), ask(3, false), { ...ask(4, true), topic: 'ipm' }],
    };
    expect(stateSpecificShare(pack, 'texas')).toEqual({ total: 3, specific: 1 });
    expect(contentShortfalls(pack)).toContain('texas: only 1 of 3 questions test a state-specific fact');
    const wrongState = { ...base, questions: [ask(5, true, ['california'])] };
    expect(checkContentPack(wrongState)).toContain(
      "question t-5: stateSpecific belongs only on a state's material tagged with that state's jurisdiction",
    );
  });

  it('refuse a state lesson tagged beyond its state, and a question its learners could not open the lesson of', () => {
    // Issue 26: passages reach anyone sharing one of their jurisdictions, so a Texas lesson also tagged federal
    // answered every learner's tutor, and a federal question taught in it sent others to a lesson they cannot open.
    const base = readContentPack();
    const texasTag = base.categories.find((c) => c.state === 'texas')!.categories[0]!.id;
    const lesson = base.lessons.find((l) => l.topic === texasTag)!;
    const widened = base.lessons.map((l) => (l === lesson ? { ...l, jurisdictions: ['texas', 'federal'] } : l));
    expect(checkContentPack({ ...base, lessons: widened })).toContain(
      `lesson ${lesson.id}: a texas category lesson is tagged texas, federal`,
    );
    const question = base.questions.find((q) => q.section.startsWith(`${lesson.id}#`))!;
    const federal = base.questions.map((q) => (q === question ? { ...q, jurisdictions: ['federal'] } : q));
    expect(checkContentPack({ ...base, questions: federal })).toContain(
      `question ${question.id}: tagged federal but taught in a texas lesson`,
    );
  });

  it('recompute arithmetic and refuse anything else', () => {
    expect(evaluateArithmetic('(20 / 4) * 1.5')).toBe(7.5);
    expect(() => evaluateArithmetic('process.exit(1)')).toThrow();
  });

  it('catch a wrong answer, a missing section and a lopsided answer key', () => {
    const base = readContentPack();
    const lesson = {
      id: 'l',
      topic: 'ipm',
      title: 'Lesson',
      order: 1,
      jurisdictions: ['federal'],
      intro: '',
      sections: [{ id: 's', title: 'S', body: '' }],
      words: 1,
      file: 'x',
    };
    const question = (n: number, answerIndex: number) => ({
      id: `q-${n}`,
      type: 'multiple_choice' as const,
      question: `Which option is right in question number ${n}?`,
      options: ['one', 'two', 'three', 'four'],
      answer: ['one', 'two', 'three', 'four'][answerIndex]!,
      explanation: 'Because the lesson says so, in detail.',
      difficulty: 'easy' as const,
      topic: 'ipm',
      jurisdictions: ['federal'],
      section: 'l#s',
    });
    const lopsided = {
      ...base,
      lessons: [lesson],
      flashcards: [],
      glossary: [],
      blueprints: [],
      labels: [],
      questions: [0, 1, 2, 3, 4, 5].map((n) => question(n, 0)),
    };
    expect(checkContentPack(lopsided)).toEqual(['topic ipm: option 1 is correct in 6 of 6 questions']);
    const broken = { ...lopsided, questions: [{ ...question(9, 1), answer: 'five', section: 'l#nope' }] };
    expect(checkContentPack({ ...lopsided, questions: [{ ...question(7, 1), stateSpecific: true }] })).toEqual([
      "question q-7: stateSpecific belongs only on a state's material tagged with that state's jurisdiction",
    ]);
    expect(checkContentPack(broken)).toEqual([
      'question q-9: section l#nope does not exist',
      'question q-9: the answer is not one of the options',
    ]);
  });
});
