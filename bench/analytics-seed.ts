// A year of a platform with 10,000 learners, written by the database itself (generate_series), so the seed takes
// seconds rather than the hours row-by-row inserts would. Deterministic: the same rows every run.
import { sql } from 'drizzle-orm';
import type { TDatabase } from '../src/server/db/client';

export const LEARNERS = 10_000;

/** Statements in order; each builds on the rows the ones before made. */
const statements = [
  // Sign-ups spread over the year; every fifth learner and the next one buy (40 %).
  sql`insert into users (email, display_name, role, created_at, purchase_status)
    select 'learner-' || i || '@bench.test', 'Learner ' || i, 'student',
      now() - make_interval(days => i % 365, secs => (i * 37) % 86400),
      case when i % 5 < 2 then 'completed' end
    from generate_series(1, ${LEARNERS}) i`,
  sql`insert into checkout_sessions (id, provider, user_id, plan, list_amount_cents, amount_cents, status, created_at, expires_at)
    select 'cs_bench_' || id, 'local', id, 'complete-study-kit', 4900, 4900, 'complete', created_at, created_at
    from users where purchase_status = 'completed'`,
  // One in 30 purchases refunded a week later.
  sql`insert into purchases (user_id, checkout_session_id, provider, plan, list_amount_cents, discount_cents,
      amount_cents, status, paid_at, refunded_at)
    select u.id, 'cs_bench_' || u.id, 'local', 'complete-study-kit', 4900, 0, 4900,
      case when u.id % 30 = 0 then 'refunded' else 'completed' end, u.created_at + interval '1 hour',
      case when u.id % 30 = 0 then least(u.created_at + interval '7 days', now()) end
    from users u where u.purchase_status = 'completed'`,
  // Buyers study for about two months after buying: 8 quizzes of 10 questions and 3 exams of 50 (none in the future).
  sql`insert into quiz_attempts (user_id, mode, title, passing_percent, question_count, started_at, status, closed_at, score)
    select u.id, case when k <= 8 then 'quiz' else 'exam' end, 'Bench attempt', 70,
      case when k <= 8 then 10 else 50 end, t, 'submitted', t + interval '20 minutes', 50 + (u.id * k) % 50
    from users u cross join generate_series(1, 11) k
      cross join lateral (select u.created_at + make_interval(days => k * 5, secs => (u.id * k) % 36000) as t) s
    where u.purchase_status = 'completed' and t < now() - interval '1 hour'`,
  // Answers 20 to 60 seconds apart.
  sql`insert into quiz_attempt_items (attempt_id, position, asked, answer, answered_at, is_correct)
    select a.id, p, '{"questionId":null,"topic":"t","type":"multiple_choice","question":"Q","options":["a","b"],"answer":"a","details":{},"explanation":""}'::jsonb,
      'a', a.started_at + make_interval(secs => (p + 1) * (20 + (p * 7) % 40)), p % 3 <> 0
    from quiz_attempts a cross join generate_series(0, a.question_count - 1) p`,
  sql`insert into user_flashcards (user_id, front, back, created_at)
    select u.id, 'Front ' || c, 'Back ' || c, u.created_at
    from users u cross join generate_series(1, 20) c where u.purchase_status = 'completed'`,
  // 15 reviews per card (300 per buyer, 1.2 million), one a day or so, a few seconds apart within a session.
  sql`insert into flashcard_reviews (card_id, user_id, grade, state_before, interval_days, ease, due_at, reviewed_at)
    select f.id, f.user_id, 'good', 'review', 1, 2.5, t, t
    from user_flashcards f cross join generate_series(1, 15) r
      cross join lateral (select f.created_at + make_interval(days => r * 4, secs => (hashtext(f.id::text) & 4095) * 8) as t) s
    where t < now()`,
  sql`insert into tutor_conversations (user_id, title, created_at, updated_at)
    select u.id, 'Question ' || c, u.created_at, u.created_at
    from users u cross join generate_series(1, 5) c where u.purchase_status = 'completed'`,
  // Five questions and five answers per conversation (250,000 messages).
  sql`insert into tutor_messages (conversation_id, role, content, created_at)
    select c.id, r.role, 'Message', t + case when r.role = 'assistant' then interval '5 seconds' else interval '0' end
    from tutor_conversations c cross join generate_series(1, 5) m cross join (values ('user'), ('assistant')) r(role)
      cross join lateral (select c.created_at + make_interval(days => m * 6, mins => (hashtext(c.id::text) & 1023)) as t) s
    where t < now() - interval '1 minute'`,
  sql`insert into lesson_progress (user_id, lesson_id, completed_at, how)
    select u.id, 'lesson-' || l, u.created_at + make_interval(days => l * 2), 'read'
    from users u cross join generate_series(1, 20) l
    where u.purchase_status = 'completed' and u.created_at + make_interval(days => l * 2) < now()`,
  // 150,000 page loads over the year, 60,000 distinct visitor-days; each learner's registration with its address.
  sql`insert into analytics_events (kind, visitor, created_at)
    select 'visit', md5((i % 60000)::text), now() - make_interval(secs => (i * 211) % (365 * 86400))
    from generate_series(1, 150000) i`,
  sql`insert into analytics_events (kind, user_id, address, created_at)
    select 'registration', id, '10.' || (id % 250) || '.' || (id / 250 % 250) || '.1', created_at from users
    where email like 'learner-%'`,
  sql`insert into analytics_events (kind, address, detail, created_at)
    select 'rate_limited', '10.9.9.' || (i % 40), 'POST /_api/auth/login_with_password',
      now() - make_interval(secs => (i * 97) % (365 * 86400))
    from generate_series(1, 20000) i`,
];

export async function seedYearOfActivity(db: TDatabase) {
  for (const statement of statements) await db.execute(statement);
  await db.execute(sql`analyze`);
}
