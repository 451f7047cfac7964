import { searchKnowledge } from '../src/server/modules/knowledge/retrieval';
import { queryUnits } from '../src/server/modules/knowledge/query-units';
import { learnerJurisdictions, openIndexedPack } from './retrieval-kit';
import { lessons } from '../src/server/db/schema';
const { database, pack, cleanup } = await openIndexedPack('diag');
const ls = await database.db.select().from(lessons);
let shown = 0;
for (const q of pack.questions) {
  const [lessonId, sectionId] = q.section.split('#');
  const r = await searchKnowledge(database.db, { query: q.question, jurisdictions: learnerJurisdictions(q.jurisdictions), limit: 50, excludeQuestionIds: [q.id] });
  const at = r.hits.findIndex(h => h.citation.kind === 'lesson' && h.citation.lessonId === lessonId && h.citation.sectionId === sectionId);
  if (at < 0 && shown++ < 14) {
    const l = ls.find(l => l.id === lessonId);
    const s = l?.sections.find(s => s.id === sectionId);
    const units = await queryUnits(database.db, q.question);
    console.log(`\n${q.id} [${q.jurisdictions}] lesson [${l?.jurisdictions}] ${l?.title} › ${s?.title}\n  Q: ${q.question}\n  units: ${units.map(u => `${u.tsquery}=${u.weight.toFixed(1)}/${u.frequency.toFixed(2)}`).join(' ')}\n  top: ${r.hits.slice(0,3).map(h => h.heading.slice(0,60)).join(' | ')}\n  body: ${s?.body.slice(0, 200).replace(/\n/g,' ')}`);
  }
}
await cleanup();
